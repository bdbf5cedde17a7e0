// Picks an image, uploads it at once (kind "image") and shows the preview, progress and errors.
// The form around it keeps the returned file (its id goes into the mutation: avatarFileId, iconFileId...).
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { styled } from '../../theme/stitches.config';
import { ACCEPT, useFileUpload, type UploadedFileJson } from './useFileUpload';

const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', width: '100%' });
const Label = styled('label', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' });
const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  variants: { shape: { circle: {}, square: {}, banner: { flexDirection: 'column', alignItems: 'stretch' } } },
});

const Preview = styled('div', {
  position: 'relative',
  flexShrink: 0,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$surfaceRaised',
  border: '1px dashed $borderStrong',
  color: '$textSubtle',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  variants: {
    shape: {
      circle: { size: 80, borderRadius: '$round' },
      square: { size: 80, borderRadius: '$lg' },
      banner: { width: '100%', aspectRatio: '3 / 1', borderRadius: '$lg' },
    },
    filled: { true: { borderStyle: 'solid', borderColor: '$border' } },
  },
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });

const Track = styled('div', {
  position: 'absolute',
  left: '10%',
  right: '10%',
  bottom: '12%',
  height: 4,
  borderRadius: '$pill',
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', backgroundColor: '$primary', transition: 'width $fast' },
});

const Help = styled('p', {
  fontSize: '$xs',
  color: '$textSubtle',
  variants: { error: { true: { color: '$error' } } },
});

const HiddenInput = styled('input', {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  pointerEvents: 'none',
});

export interface ImageUploadFieldProps {
  label: string;
  hint?: string;
  /** A message from the form (e.g. the server refused the file); an upload failure shows first. */
  error?: string;
  /** The current image (an existing URL or the last upload's url); null shows the placeholder. */
  value: string | null;
  /** Called with the stored file once the upload succeeds. */
  onUploaded: (file: UploadedFileJson) => void;
  /** Shows a Remove button when given (and there is an image). */
  onRemove?: () => void;
  /** circle for avatars, square for icons, banner (3:1, full width) for covers. */
  shape?: 'circle' | 'square' | 'banner';
  disabled?: boolean;
  /** Tells the form an upload is running (e.g. to hold its submit). */
  onUploadingChange?: (uploading: boolean) => void;
}

export function ImageUploadField({
  label,
  hint,
  error: formError,
  value,
  onUploaded,
  onRemove,
  shape = 'circle',
  disabled,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading, progress, error } = useFileUpload('image');
  // A local preview while the bytes travel (URL.createObjectURL is missing in some test environments).
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL?.(localPreview)), [localPreview]);
  useEffect(() => onUploadingChange?.(isUploading), [isUploading, onUploadingChange]);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    setLocalPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    try {
      const stored = await upload(file);
      onUploaded(stored);
    } catch {
      // the hook's `error` holds the message
    } finally {
      setLocalPreview(null);
    }
  }

  const shown = (isUploading && localPreview) || value;
  const shownError = error ?? formError ?? null;
  const help = shownError ?? hint;
  const percent = Math.round(progress * 100);
  return (
    <Field>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Row shape={shape}>
        <Preview shape={shape} filled={Boolean(shown)} aria-busy={isUploading || undefined}>
          {shown ? <img src={shown} alt={intl.formatMessage({ id: 'files.image.preview' })} /> : <Icon name="plus" size={24} />}
          {isUploading ? (
            <Track
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'files.image.uploading' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </Track>
          ) : null}
        </Preview>
        <Actions>
          <HiddenInput
            ref={input}
            id={`${id}-input`}
            type="file"
            accept={ACCEPT.image}
            tabIndex={-1}
            aria-describedby={help ? `${id}-help` : undefined}
            disabled={disabled || isUploading}
            onChange={onPick}
          />
          <Button
            size="small"
            variant="secondary"
            loading={isUploading}
            disabled={disabled}
            icon={<Icon name="edit" size={16} />}
            onClick={() => input.current?.click()}
          >
            <FormattedMessage id={value ? 'files.image.change' : 'files.image.choose'} />
          </Button>
          {onRemove && value && !isUploading ? (
            <Button size="small" variant="ghost" disabled={disabled} onClick={onRemove}>
              <FormattedMessage id="files.image.remove" />
            </Button>
          ) : null}
        </Actions>
      </Row>
      {help ? (
        <Help id={`${id}-help`} error={Boolean(shownError)} role={shownError ? 'alert' : undefined}>
          {help}
        </Help>
      ) : null}
    </Field>
  );
}
