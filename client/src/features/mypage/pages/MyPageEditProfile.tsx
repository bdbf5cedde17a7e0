import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MyPageEditProfileQuery } from '../../../__generated__/MyPageEditProfileQuery.graphql';
import { refreshSession } from '../../../app/session';
import { showToast } from '../../../app/toasts';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Screen } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { FormAlert } from '../../account/components/AccountFrame';
import { resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { NICKNAME_MAX, collectErrors, hasErrors, validateNickname, validateUrl } from '../../account/validation';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { Back, FormSkeleton, Muted, Panel } from './shared';

export const myPageEditProfileQuery = graphql`
  query MyPageEditProfileQuery {
    viewer {
      id
      nickname
      avatarUrl
    }
  }
`;

const Preview = styled('div', { display: 'flex', alignItems: 'center', gap: '$4', '& strong': { fontSize: '$lg', truncate: 1 } });
const FIELDS = ['nickname', 'avatarUrl'] as const;

function ProfileForm({ queryRef }: { queryRef: PreloadedQuery<MyPageEditProfileQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageEditProfileQuery>(myPageEditProfileQuery, queryRef);
  const { updateProfile, isInFlight } = useUpdateProfile();
  const [form, setForm] = useState({ nickname: viewer?.nickname ?? '', avatarUrl: viewer?.avatarUrl ?? '' });
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS);
  if (!viewer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const avatarUrl = form.avatarUrl.trim();
    const errors = collectErrors({ nickname: validateNickname(form.nickname), avatarUrl: avatarUrl ? validateUrl(avatarUrl) : null });
    if (hasErrors(errors)) return setErrors(errors);
    clear();
    try {
      const { updateProfile: result } = await updateProfile({ input: { nickname: form.nickname.trim(), avatarUrl: avatarUrl || null } });
      const error = resultError(result);
      if (error) return showServerError(error);
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
        <Preview>
          <Avatar name={form.nickname || viewer.nickname} src={form.avatarUrl.trim() || null} size={64} />
          <strong>{form.nickname || viewer.nickname}</strong>
        </Preview>
        <TextField
          label={intl.formatMessage({ id: 'account.field.nickname' })}
          hint={intl.formatMessage({ id: 'account.field.nicknameHint' })}
          error={fieldMessage('nickname')}
          name="nickname"
          maxLength={NICKNAME_MAX + 10}
          value={form.nickname}
          onChange={(event) => setForm((f) => ({ ...f, nickname: event.target.value }))}
        />
        <TextField
          label={intl.formatMessage({ id: 'mypage.field.avatarUrl' })}
          hint={intl.formatMessage({ id: 'mypage.field.avatarUrlHint' })}
          error={fieldMessage('avatarUrl')}
          name="avatarUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.avatarUrl}
          onChange={(event) => setForm((f) => ({ ...f, avatarUrl: event.target.value }))}
        />
        <Muted>
          <FormattedMessage id="mypage.editProfile.shared" />
        </Muted>
        <Button type="submit" fullWidth loading={isInFlight}>
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
