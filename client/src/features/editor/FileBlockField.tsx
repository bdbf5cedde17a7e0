// An image, media (video or audio) or attachment block: pick a file, upload it at once (POST /files),
// then preview it. The block keeps the stored file; its id goes into the post's content input.
import { useId, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { ACCEPT, useFileUpload, type UploadKind } from '../files/useFileUpload';
import type { DraftFile } from './draft';

const Drop = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  padding: '$6 $4',
  borderRadius: '$md',
  border: '1px dashed $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$textMuted',
  fontSize: '$sm',
  textAlign: 'center',
});
const Progress = styled('div', {
  width: '100%',
  maxWidth: 240,
  height: 4,
  borderRadius: '$pill',
  backgroundColor: '$border',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', backgroundColor: '$primary', transition: 'width $fast' },
});
const ImagePreview = styled('img', { display: 'block', width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: '$md', backgroundColor: '#000' });
const FileChip = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  '& > div': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  '& strong': { truncate: 1, fontWeight: '$semibold' },
  '& span': { fontSize: '$xs', color: '$textSubtle' },
});
const Row = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const ErrorText = styled('p', { color: '$error', fontSize: '$xs' });
const HiddenInput = styled('input', { position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' });

export type FileBlockKind = 'image' | 'media' | 'attachment';

const UPLOAD_KIND: Record<FileBlockKind, UploadKind> = { image: 'image', media: 'media', attachment: 'attachment' };

export function useByteSize() {
  const intl = useIntl();
  return (bytes: number) => {
    if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
    if (bytes < 1024 * 1024) return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 });
    return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  };
}

export interface FileBlockFieldProps {
  kind: FileBlockKind;
  file: DraftFile | null;
  onChange: (file: DraftFile | null) => void;
  alt?: string;
  onAltChange?: (alt: string) => void;
  error?: string;
}

export function FileBlockField({ kind, file, onChange, alt, onAltChange, error }: FileBlockFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading, progress, error: uploadError } = useFileUpload(UPLOAD_KIND[kind]);
  const size = useByteSize();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    try {
      const stored = await upload(picked);
      onChange({ id: stored.id, name: stored.name, url: stored.url, mimeType: stored.mimeType, byteSize: stored.byteSize, width: stored.width, height: stored.height });
    } catch {
      // the hook holds the message
    }
  }

  const pickLabel = intl.formatMessage({ id: `editor.file.pick.${kind}` });
  const picker = (
    <>
      <HiddenInput ref={input} id={id} type="file" accept={ACCEPT[UPLOAD_KIND[kind]] || undefined} tabIndex={-1} aria-label={pickLabel} onChange={onPick} />
      <Button size="small" variant="secondary" loading={isUploading} icon={<Icon name={file ? 'refresh' : 'plus'} size={16} />} onClick={() => input.current?.click()}>
        {file ? <FormattedMessage id="editor.file.replace" /> : pickLabel}
      </Button>
    </>
  );

  let preview = null;
  if (file) {
    if (kind === 'image') preview = <ImagePreview src={file.url} alt={alt || file.name} />;
    else if (kind === 'media' && file.mimeType.startsWith('audio/')) preview = <audio controls preload="metadata" src={file.url} style={{ width: '100%' }} />;
    else if (kind === 'media') preview = <video controls preload="metadata" src={file.url} style={{ width: '100%', maxHeight: 420, borderRadius: 10, background: '#000' }} />;
    if (kind !== 'image')
      preview = (
        <>
          {preview}
          <FileChip>
            <Icon name={kind === 'media' ? 'sparkle' : 'document'} />
            <div>
              <strong>{file.name}</strong>
              <span>
                {file.mimeType}
                {file.byteSize ? ` · ${size(file.byteSize)}` : ''}
              </span>
            </div>
          </FileChip>
        </>
      );
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {file ? (
        preview
      ) : (
        <Drop>
          <Icon name={kind === 'image' ? 'plus' : kind === 'media' ? 'sparkle' : 'document'} size={24} />
          <span>
            <FormattedMessage id={`editor.file.hint.${kind}`} />
          </span>
          {isUploading ? (
            <Progress role="progressbar" aria-label={intl.formatMessage({ id: 'editor.file.uploading' })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </Progress>
          ) : null}
        </Drop>
      )}
      <Row>{picker}</Row>
      {kind === 'image' && file && onAltChange ? (
        <TextField label={intl.formatMessage({ id: 'editor.file.alt' })} value={alt ?? ''} maxLength={200} onChange={(event) => onAltChange(event.target.value)} />
      ) : null}
      {uploadError || error ? <ErrorText role="alert">{uploadError ?? error}</ErrorText> : null}
    </div>
  );
}
