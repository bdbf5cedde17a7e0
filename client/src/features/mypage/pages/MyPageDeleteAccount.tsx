import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router';
import type { MyPageDeleteAccountQuery } from '../../../__generated__/MyPageDeleteAccountQuery.graphql';
import { onLoggedOut } from '../../../app/session';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { FormAlert } from '../../account/components/AccountFrame';
import { RecentSignInPrompt } from '../../account/components/RecentSignInPrompt';
import { Checkbox } from '../../../components/Checkbox';
import { resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { Back, FormSkeleton, Muted, Panel, PanelTitle } from './shared';

export const myPageDeleteAccountQuery = graphql`
  query MyPageDeleteAccountQuery @preloadable {
    viewer {
      id
      hasPassword
    }
  }
`;

const Losses = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& li': { display: 'flex', gap: '$3', fontSize: '$sm', lineHeight: '$normal', color: '$text' },
  '& svg': { color: '$error', flexShrink: 0, marginTop: 2 },
});
const Reasons = styled('ul', { marginTop: '$2', paddingLeft: '1.1em', listStyle: 'disc', display: 'flex', flexDirection: 'column', gap: 4 });
const LOSSES = ['profile', 'content', 'sessions', 'purchases'] as const;
const FIELDS = ['password', 'confirmation'] as const;
export const DELETE_CONFIRMATION = 'DELETE';

function DeleteForm({ queryRef }: { queryRef: PreloadedQuery<MyPageDeleteAccountQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { viewer } = usePreloadedQuery<MyPageDeleteAccountQuery>(myPageDeleteAccountQuery, queryRef);
  const { deleteAccount, isInFlight } = useDeleteAccount();
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [blocked, setBlocked] = useState<readonly string[] | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS);
  if (!viewer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood) return setErrors({ confirmation: 'REQUIRED' });
    if (viewer!.hasPassword && !password) return setErrors({ password: 'REQUIRED' });
    clear();
    setBlocked(null);
    setNeedsSignIn(false);
    try {
      const { deleteAccount: result } = await deleteAccount({
        input: { confirmation: DELETE_CONFIRMATION, ...(viewer!.hasPassword ? { password } : {}) },
      });
      const error = resultError(result);
      if (error?.code === 'ACCOUNT_DELETION_BLOCKED') return setBlocked(error.reasons ?? []);
      if (error?.code === 'RECENT_SIGN_IN_REQUIRED') return setNeedsSignIn(true);
      if (error) return showServerError(error.code === 'INVALID_CREDENTIALS' ? { ...error, field: 'password' } : error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.notice.accountDeleted' }) });
      onLoggedOut('/mypage/delete-account');
      navigate('/', { replace: true });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Panel danger>
        <PanelTitle>
          <FormattedMessage id="mypage.deleteAccount.lossTitle" />
        </PanelTitle>
        <Losses>
          {LOSSES.map((loss) => (
            <li key={loss}>
              <Icon name="alert" size={18} />
              <span>
                <FormattedMessage id={`mypage.deleteAccount.loss.${loss}`} />
              </span>
            </li>
          ))}
        </Losses>
        <Muted>
          <FormattedMessage id="mypage.deleteAccount.blockedRule" />
        </Muted>
        {blocked !== null ? (
          <FormAlert>
            <strong>
              <FormattedMessage id="account.error.ACCOUNT_DELETION_BLOCKED" />
            </strong>
            {blocked.length ? (
              <Reasons>
                {blocked.map((reason) => (
                  <li key={reason}>
                    <FormattedMessage id={`mypage.deleteAccount.reason.${reason}`} />
                  </li>
                ))}
              </Reasons>
            ) : null}
          </FormAlert>
        ) : null}
        {needsSignIn ? <RecentSignInPrompt /> : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Checkbox checked={understood} onChange={setUnderstood} invalid={Boolean(fieldMessage('confirmation'))} name="confirmation">
          <FormattedMessage id="mypage.deleteAccount.confirm" />
        </Checkbox>
        {fieldMessage('confirmation') ? (
          <Muted role="alert" css={{ color: '$error' }}>
            {fieldMessage('confirmation')}
          </Muted>
        ) : null}
        {viewer.hasPassword ? (
          <TextField
            label={intl.formatMessage({ id: 'mypage.deleteAccount.password' })}
            error={fieldMessage('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <Button type="submit" variant="danger" fullWidth loading={isInFlight}>
          <FormattedMessage id="mypage.deleteAccount.submit" />
        </Button>
      </Panel>
    </form>
  );
}

export function MyPageDeleteAccount() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageDeleteAccountQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.deleteAccount.title' })} description={intl.formatMessage({ id: 'mypage.deleteAccount.lead' })} width="form" actions={<Back />}>
      <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
        <DeleteForm queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
