// "Create a club" (approved creators and admins): the club's address with live rule hints, then its
// profile. A new club starts private; the creator lands on it and can make it public from there.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { showToast } from '../../app/toasts';
import { errorMessageId, resultError } from '../account/errors';
import {
  ClubProfileFields,
  DEFAULT_THEME_COLOR,
  linksInput,
  validateClubProfile,
  type ClubProfileErrors,
  type ClubProfileValues,
} from '../clubs/components/ClubProfileFields';
import { Alert, FormPanel, PanelTitle } from '../../components/FormBits';
import { clubPath } from '../clubs/components/paths';
import { CLUB_ERROR_MESSAGES } from '../clubs/errors';
import { useCreateClub } from './hooks/useCreateClub';

export const URI_MIN = 3;
export const URI_MAX = 30;

/** Which of the address rules a value meets (3–30 chars; a-z, 0-9 and "-"; starts with a letter). */
export function uriRules(value: string) {
  return {
    length: value.length >= URI_MIN && value.length <= URI_MAX,
    characters: value.length > 0 && /^[a-z0-9-]+$/.test(value),
    start: /^[a-z]/.test(value),
  };
}

export function isValidUri(value: string): boolean {
  const rules = uriRules(value);
  return rules.length && rules.characters && rules.start;
}

const Rules = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: '$xs',
  '& li': { display: 'flex', alignItems: 'center', gap: 6, color: '$textSubtle' },
  '& li[data-ok="true"]': { color: '$success' },
});
const Prefix = styled('p', { fontSize: '$xs', color: '$textSubtle', '& strong': { color: '$text', fontWeight: '$semibold' } });

const EMPTY: ClubProfileValues = {
  name: '',
  introduction: '',
  fandomName: '',
  themeColor: DEFAULT_THEME_COLOR,
  icon: { url: null, fileId: null, removed: false },
  banner: { url: null, fileId: null, removed: false },
  links: [],
};

export function CreateClubForm({ onCancel }: { onCancel?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { createClub, isInFlight } = useCreateClub();
  const [uri, setUri] = useState('');
  const [uriError, setUriError] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ClubProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const message = (code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, CLUB_ERROR_MESSAGES) });
  const rules = uriRules(uri);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const codes = validateClubProfile(values);
    const uriCode = !uri ? 'REQUIRED' : isValidUri(uri) ? null : 'URI_RULES';
    setUriError(uriCode ? message(uriCode) : null);
    setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, message(code)])));
    if (uriCode || Object.keys(codes).length) return;
    try {
      const { createClub: result } = await createClub({
        input: {
          uri,
          name: values.name.trim(),
          introduction: values.introduction.trim(),
          fandomName: values.fandomName.trim() || null,
          themeColor: values.themeColor.trim().toLowerCase(),
          iconFileId: values.icon.fileId,
          bannerFileId: values.banner.fileId,
          links: linksInput(values),
        },
      });
      if (result.__typename === 'CreateClubSuccess' && result.club) {
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'manage.notice.created' }, { club: values.name.trim() }) });
        navigate(clubPath(result.club.uri));
        return;
      }
      const error = resultError(result);
      if (error?.code === 'CLUB_URI_TAKEN' || error?.field === 'uri') return setUriError(message(error.code === 'INVALID_INPUT' ? 'URI_RULES' : error.code));
      if (error?.field && ['name', 'introduction', 'fandomName', 'themeColor', 'links', 'iconFileId', 'bannerFileId'].includes(error.field)) {
        return setErrors({ [error.field]: message(error.code) });
      }
      setFormError(message(error?.code));
    } catch {
      setFormError(message(null));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormPanel>
        <PanelTitle>
          <Icon name="sparkle" size={18} />
          <FormattedMessage id="manage.create.title" />
        </PanelTitle>
        {formError ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{formError}</div>
          </Alert>
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <TextField
            label={intl.formatMessage({ id: 'manage.create.uri' })}
            error={uriError ?? undefined}
            value={uri}
            maxLength={URI_MAX}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            placeholder="my-club"
            onChange={(event) => {
              setUriError(null);
              setUri(event.target.value.toLowerCase().replace(/\s+/g, '-'));
            }}
          />
          <Prefix>
            <FormattedMessage id="manage.create.uriPreview" values={{ path: <strong>/club/{uri || 'my-club'}</strong> }} />
          </Prefix>
          <Rules aria-label={intl.formatMessage({ id: 'manage.create.uriRules' })}>
            {(['length', 'characters', 'start'] as const).map((rule) => (
              <li key={rule} data-ok={rules[rule]}>
                <Icon name={rules[rule] ? 'check' : 'alert'} size={14} />
                <FormattedMessage id={`manage.create.rule.${rule}`} values={{ min: URI_MIN, max: URI_MAX }} />
              </li>
            ))}
          </Rules>
        </div>
        <ClubProfileFields values={values} onChange={setValues} errors={errors} onUploadingChange={setUploading} />
        <Alert tone="info">
          <Icon name="lock" size={18} />
          <div>
            <FormattedMessage id="manage.create.privateNote" />
          </div>
        </Alert>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              <FormattedMessage id="club.action.cancel" />
            </Button>
          ) : null}
          <Button type="submit" loading={isInFlight} disabled={uploading}>
            <FormattedMessage id="manage.create.submit" />
          </Button>
        </div>
      </FormPanel>
    </form>
  );
}
