import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyPageEditProfileQuery } from '../../../__generated__/MyPageEditProfileQuery.graphql';
import { refreshSession } from '../../../app/session';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Screen } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { FormAlert } from '../../account/components/AccountFrame';
import { ACCOUNT_ERROR_MESSAGES, resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { NICKNAME_MAX, collectErrors, hasErrors, validateNickname } from '../../account/validation';
import { ImageUploadField } from '../../files/ImageUploadField';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { Back, FormSkeleton, Muted, Panel } from './shared';

const PROFILE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  FILE_INVALID: 'mypage.error.FILE_INVALID',
};

export const myPageEditProfileQuery = graphql`
  query MyPageEditProfileQuery @preloadable {
    viewer {
      id
      nickname
      avatarUrl
    }
  }
`;

const FIELDS = ['nickname', 'avatarFileId', 'avatarUrl', 'removeAvatar'] as const;

/** The avatar as edited: unchanged, a fresh upload (its node id and URL), or removed. */
type AvatarChange = { kind: 'keep' } | { kind: 'upload'; fileId: string; url: string } | { kind: 'remove' };

function ProfileForm({ queryRef }: { queryRef: PreloadedQuery<MyPageEditProfileQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageEditProfileQuery>(myPageEditProfileQuery, queryRef);
  const { updateProfile, isInFlight } = useUpdateProfile();
  const [nickname, setNickname] = useState(viewer?.nickname ?? '');
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const [uploading, setUploading] = useState(false);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS, PROFILE_ERROR_MESSAGES);
  if (!viewer) return null;
  const shownAvatar = avatar.kind === 'upload' ? avatar.url : avatar.kind === 'remove' ? null : (viewer.avatarUrl ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = collectErrors({ nickname: validateNickname(nickname) });
    if (hasErrors(errors)) return setErrors(errors);
    clear();
    try {
      const { updateProfile: result } = await updateProfile({
        input: {
          nickname: nickname.trim(),
          ...(avatar.kind === 'upload' ? { avatarFileId: avatar.fileId } : avatar.kind === 'remove' ? { removeAvatar: true } : {}),
        },
      });
      const error = resultError(result);
      if (error) return showServerError(error);
      setAvatar({ kind: 'keep' });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.notice.profileChanged' }) });
      void refreshSession();
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Panel>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ImageUploadField
          label={intl.formatMessage({ id: 'mypage.field.avatar' })}
          hint={intl.formatMessage({ id: 'files.image.hint' })}
          error={fieldMessage('avatarFileId') ?? fieldMessage('removeAvatar')}
          value={shownAvatar}
          shape="circle"
          onUploaded={(file) => setAvatar({ kind: 'upload', fileId: file.id, url: file.url })}
          onRemove={() => setAvatar({ kind: 'remove' })}
          onUploadingChange={setUploading}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.field.nickname' })}
          hint={intl.formatMessage({ id: 'account.field.nicknameHint' })}
          error={fieldMessage('nickname')}
          name="nickname"
          maxLength={NICKNAME_MAX + 10}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <Muted>
          <FormattedMessage id="mypage.editProfile.shared" />
        </Muted>
        <Button type="submit" fullWidth loading={isInFlight} disabled={uploading}>
          <FormattedMessage id="mypage.save" />
        </Button>
      </Panel>
    </form>
  );
}

export function MyPageEditProfile() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageEditProfileQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.editProfile.title' })} width="form" actions={<Back />}>
      <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
        <ProfileForm queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
