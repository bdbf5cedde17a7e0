import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../app/toasts';
import type { ClubSettingsForm_club$key } from '../../../__generated__/ClubSettingsForm_club.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useUpdateClub } from '../hooks/useUpdateClub';
import { ClubProfileFields, linksInput, validateClubProfile, type ClubProfileErrors, type ClubProfileField, type ClubProfileValues } from './ClubProfileFields';
import { Alert, FormPanel, PanelTitle } from '../../../components/FormBits';

const SERVER_FIELDS: readonly string[] = ['name', 'introduction', 'fandomName', 'themeColor', 'links', 'iconFileId', 'bannerFileId'];

/** Edits the club's profile (owner or admin): updateClub with the changed values. */
export function ClubSettingsForm({ club: clubKey }: { club: ClubSettingsForm_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubSettingsForm_club on Club {
        id
        name
        introduction
        fandomName
        themeColor
        iconUrl
        bannerUrl
        links {
          label
          url
        }
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  const initial = useMemo<ClubProfileValues>(
    () => ({
      name: club.name,
      introduction: club.introduction,
      fandomName: club.fandomName ?? '',
      themeColor: club.themeColor,
      icon: { url: club.iconUrl ?? null, fileId: null, removed: false },
      banner: { url: club.bannerUrl ?? null, fileId: null, removed: false },
      links: club.links.map((link) => ({ label: link.label, url: link.url })),
    }),
    [club],
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ClubProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { updateClub, isInFlight } = useUpdateClub();
  const message = (code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, CLUB_ERROR_MESSAGES) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const codes = validateClubProfile(values);
    if (Object.keys(codes).length) {
      setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, message(code)])));
      return;
    }
    setErrors({});
    try {
      const { updateClub: result } = await updateClub({
        input: {
          clubId: club.id,
          name: values.name.trim(),
          introduction: values.introduction.trim(),
          fandomName: values.fandomName.trim(),
          themeColor: values.themeColor.trim().toLowerCase(),
          links: linksInput(values),
          iconFileId: values.icon.fileId,
          bannerFileId: values.banner.fileId,
          removeIcon: values.icon.removed && !values.icon.fileId ? true : null,
          removeBanner: values.banner.removed && !values.banner.fileId ? true : null,
        },
      });
      const error = resultError(result);
      if (error) {
        if (error.field && SERVER_FIELDS.includes(error.field)) setErrors({ [error.field as ClubProfileField]: message(error.code) });
        else setFormError(message(error.code));
        return;
      }
      setValues((current) => ({ ...current, icon: { ...current.icon, fileId: null, removed: false }, banner: { ...current.banner, fileId: null, removed: false } }));
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.modified' }) });
    } catch {
      setFormError(message(null));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormPanel>
        <PanelTitle>
          <Icon name="edit" size={18} />
          <FormattedMessage id="club.settings.profile" />
        </PanelTitle>
        {formError ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{formError}</div>
          </Alert>
        ) : null}
        <ClubProfileFields values={values} onChange={setValues} errors={errors} onUploadingChange={setUploading} />
        <Button type="submit" fullWidth loading={isInFlight} disabled={uploading}>
          <FormattedMessage id="club.settings.save" />
        </Button>
      </FormPanel>
    </form>
  );
}
