import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { BridgePageQuery } from '../../__generated__/BridgePageQuery.graphql';
import { safeReturnPath } from '../../app/guards';
import { afterSignIn, refreshSession } from '../../app/session';
import { showToast } from '../../app/toasts';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Stack } from '../../components/Page';
import { PageSpinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { AccountFrame, FormAlert } from './components/AccountFrame';
import { CodeStep } from './components/CodeStep';
import { ConsentList } from './components/ConsentList';
import { SocialButtons } from './components/SocialButtons';
import { OAUTH_ERROR_MESSAGES, resultError } from './errors';
import { useAcceptConsents } from './hooks/useAcceptConsents';
import { useRequestPasswordReset } from './hooks/useRequestPasswordReset';
import { useResetPassword } from './hooks/useResetPassword';
import { useSignIn } from './hooks/useSignIn';
import { useSignUp } from './hooks/useSignUp';
import { useFieldErrors } from './useFieldErrors';
import {
  CODE_LENGTH,
  REQUIRED_CONSENTS,
  digitsOnly,
  hasErrors,
  validateCode,
  validateEmail,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

const Divider = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  color: '$textSubtle',
  fontSize: '$xs',
  '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid $border' },
});

/** The safe return path `l` (null when absent or unsafe). */
function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('l'));
}

function returnQuery(path: string | null): string {
  return path ? `?l=${encodeURIComponent(path)}` : '';
}

/** After a sign-in: the session is re-read, then the user goes back where they came from (or /home). */
function useFinishSignIn(returnPath: string | null) {
  const navigate = useNavigate();
  return async () => {
    await afterSignIn();
    navigate(returnPath ?? '/home', { replace: true });
  };
}

function useGenericError() {
  const intl = useIntl();
  return () => intl.formatMessage({ id: 'account.error.generic' });
}

// ---- /account/start ------------------------------------------------------------------------------

/** The 6-digit code step shared by sign-up and by signing in to an unverified account. */
function CodeStepFrame(props: { email: string; leadId: string; onVerified: () => void | Promise<void>; onBack: () => void }) {
  const intl = useIntl();
  return (
    <AccountFrame
      title={intl.formatMessage({ id: 'account.code.title' })}
      lead={<FormattedMessage id={props.leadId} values={{ email: props.email, strong: (c) => <strong>{c}</strong> }} />}
    >
      <CodeStep email={props.email} onVerified={props.onVerified} onBack={props.onBack} />
    </AccountFrame>
  );
}

export function StartPage() {
  const intl = useIntl();
  const returnPath = useReturnPath();
  const query = returnQuery(returnPath);
  return (
    <AccountFrame
      title={intl.formatMessage({ id: 'account.start.title' })}
      lead={intl.formatMessage({ id: 'account.start.lead' })}
      footer={
        <FormattedMessage
          id="account.start.terms"
          values={{ terms: (c) => <Link to="/legal/terms-of-service">{c}</Link>, privacy: (c) => <Link to="/legal/privacy-policy">{c}</Link> }}
        />
      }
    >
      <Stack gap={3}>
        <SocialButtons returnPath={returnPath} />
        <Divider>
          <FormattedMessage id="account.start.or" />
        </Divider>
        <ButtonLink to={`/account/login${query}`} fullWidth icon={<Icon name="mail" />}>
          <FormattedMessage id="account.start.email" />
        </ButtonLink>
        <ButtonLink to={`/account/signup${query}`} fullWidth variant="ghost">
          <FormattedMessage id="account.start.signup" />
        </ButtonLink>
      </Stack>
    </AccountFrame>
  );
}

// ---- /account/signup -----------------------------------------------------------------------------

const SIGNUP_FIELDS = ['email', 'password', 'passwordConfirmation', 'nickname', 'consents'] as const;

export function SignupPage() {
  const intl = useIntl();
  const returnPath = useReturnPath();
  const finish = useFinishSignIn(returnPath);
  const generic = useGenericError();
  const { signUp, isInFlight } = useSignUp();
  const [form, setForm] = useState({ email: '', password: '', passwordConfirmation: '', nickname: '' });
  const [consents, setConsents] = useState<string[]>([]);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(SIGNUP_FIELDS);

  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateSignUp({ ...form, consents });
    if (hasErrors(errors)) {
      setFormError(null);
      return setErrors(errors);
    }
    clear();
    try {
      const email = form.email.trim();
      const { signUp: result } = await signUp({
        input: { email, password: form.password, passwordConfirmation: form.passwordConfirmation, nickname: form.nickname.trim(), consents: consents as never },
      });
      const error = resultError(result);
      if (error) return showServerError(error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.signedUp' }) });
      setCodeFor(result.email ?? email);
    } catch {
      setFormError(generic());
    }
  }

  if (codeFor) return <CodeStepFrame email={codeFor} leadId="account.code.lead" onVerified={finish} onBack={() => setCodeFor(null)} />;

  return (
    <AccountFrame
      title={intl.formatMessage({ id: 'account.signup.title' })}
      lead={intl.formatMessage({ id: 'account.signup.lead' })}
      footer={<FormattedMessage id="account.signup.haveAccount" values={{ link: (c) => <Link to={`/account/login${returnQuery(returnPath)}`}>{c}</Link> }} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField label={intl.formatMessage({ id: 'account.field.email' })} error={fieldMessage('email')} type="email" name="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} required />
          <TextField
            label={intl.formatMessage({ id: 'account.field.password' })}
            hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
            error={fieldMessage('password')}
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.passwordConfirm' })}
            error={fieldMessage('passwordConfirmation')}
            type="password"
            name="passwordConfirmation"
            autoComplete="new-password"
            value={form.passwordConfirmation}
            onChange={set('passwordConfirmation')}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.nickname' })}
            hint={intl.formatMessage({ id: 'account.field.nicknameHint' })}
            error={fieldMessage('nickname')}
            name="nickname"
            autoComplete="nickname"
            value={form.nickname}
            onChange={set('nickname')}
            required
          />
          <ConsentList value={consents} onChange={setConsents} error={fieldMessage('consents')} />
          <Button type="submit" fullWidth loading={isInFlight}>
            <FormattedMessage id="account.signup.submit" />
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}

// ---- /account/login ------------------------------------------------------------------------------

const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const intl = useIntl();
  const returnPath = useReturnPath();
  const finish = useFinishSignIn(returnPath);
  const generic = useGenericError();
  const { signIn, isInFlight } = useSignIn();
  const [form, setForm] = useState({ email: '', password: '' });
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(LOGIN_FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateSignIn(form);
    if (hasErrors(errors)) {
      setFormError(null);
      return setErrors(errors);
    }
    clear();
    try {
      const email = form.email.trim();
      const { signIn: result } = await signIn({ input: { email, password: form.password } });
      const error = resultError(result);
      if (error?.code === 'EMAIL_NOT_VERIFIED') {
        // The server has sent a fresh code: verify, then the account is signed in.
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.codeSent' }) });
        return setCodeFor(error.email ?? email);
      }
      if (result.__typename === 'AccountSuspendedError') {
        // Say why and until when (DESIGN 5.9): the reason as the administrator wrote it.
        const reason = intl.messages[`moderation.reason.${result.reason}`] ? intl.formatMessage({ id: `moderation.reason.${result.reason}` }) : result.reason;
        return setFormError(
          result.until
            ? intl.formatMessage({ id: 'moderation.suspended.until' }, { reason, until: intl.formatDate(result.until, { dateStyle: 'long', timeStyle: 'short' }) })
            : intl.formatMessage({ id: 'moderation.suspended.forGood' }, { reason }),
        );
      }
      if (error) return showServerError(error.code === 'INVALID_CREDENTIALS' || error.code === 'UNUSUAL_ACCESS' ? { ...error, field: null } : error);
      await finish();
    } catch {
      setFormError(generic());
    }
  }

  if (codeFor) {
    return <CodeStepFrame email={codeFor} leadId="account.code.leadUnverified" onVerified={finish} onBack={() => setCodeFor(null)} />;
  }

  return (
    <AccountFrame
      title={intl.formatMessage({ id: 'account.login.title' })}
      lead={intl.formatMessage({ id: 'account.login.lead' })}
      footer={<FormattedMessage id="account.login.noAccount" values={{ link: (c) => <Link to={`/account/signup${returnQuery(returnPath)}`}>{c}</Link> }} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label={intl.formatMessage({ id: 'account.field.email' })}
            error={fieldMessage('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => setForm((f) => ({ ...f, email: event.target.value }))}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.password' })}
            error={fieldMessage('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => setForm((f) => ({ ...f, password: event.target.value }))}
            required
          />
          <Button type="submit" fullWidth loading={isInFlight}>
            <FormattedMessage id="account.login.submit" />
          </Button>
          <ButtonLink to="/account/reset-password" variant="ghost" size="small">
            <FormattedMessage id="account.login.forgot" />
          </ButtonLink>
        </Stack>
      </form>
    </AccountFrame>
  );
}

// ---- /account/reset-password ---------------------------------------------------------------------

const RESET_FIELDS = ['email', 'code', 'password', 'passwordConfirmation', 'token'] as const;

export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const generic = useGenericError();
  const [params, setParams] = useSearchParams();
  // The link's token is kept in memory and taken out of the address bar at once, so that it stays out of
  // the browser's history, bookmarks, shared screenshots and any Referer.
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const { requestPasswordReset, isInFlight: requesting } = useRequestPasswordReset();
  const { resetPassword, isInFlight: resetting } = useResetPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [form, setForm] = useState({ code: '', password: '', passwordConfirmation: '' });
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(RESET_FIELDS);

  async function request(event?: FormEvent) {
    event?.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setErrors({ email: invalid });
    clear();
    try {
      const address = email.trim();
      const { requestPasswordReset: result } = await requestPasswordReset({ input: { email: address } });
      const error = resultError(result);
      if (error) return showServerError(error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.codeSent' }) });
      setSentTo(address);
    } catch {
      setFormError(generic());
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const errors = { ...validateNewPassword(form), ...(token ? {} : validateCode(form.code) ? { code: validateCode(form.code)! } : {}) };
    if (hasErrors(errors)) {
      setFormError(null);
      return setErrors(errors);
    }
    clear();
    try {
      const secret = token ? { token } : { email: sentTo, code: form.code.trim() };
      const { resetPassword: result } = await resetPassword({
        input: { ...secret, password: form.password, passwordConfirmation: form.passwordConfirmation },
      });
      const error = resultError(result);
      if (error) {
        const codeError = error.code === 'CODE_INVALID' && !token;
        return showServerError(codeError ? { ...error, field: 'code' } : error.field === 'token' || error.field === 'email' ? { ...error, field: null } : error);
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.passwordReset' }) });
      void refreshSession(); // every session ended, this browser's too
      navigate('/account/reset-password/done', { replace: true });
    } catch {
      setFormError(generic());
    }
  }

  const back = (
    <Link to="/account/login">
      <FormattedMessage id="account.reset.back" />
    </Link>
  );

  if (token || sentTo) {
    return (
      <AccountFrame
        title={intl.formatMessage({ id: 'account.reset.newTitle' })}
        lead={token ? intl.formatMessage({ id: 'account.reset.newLeadLink' }) : <FormattedMessage id="account.reset.newLead" values={{ email: sentTo, strong: (c) => <strong>{c}</strong> }} />}
        footer={back}
      >
        <form onSubmit={reset} noValidate>
          <Stack gap={4}>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            {token ? null : (
              <TextField
                label={intl.formatMessage({ id: 'account.field.code' })}
                error={fieldMessage('code')}
                name="code"
                value={form.code}
                onChange={(event) => setForm((f) => ({ ...f, code: digitsOnly(event.target.value).slice(0, CODE_LENGTH) }))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_LENGTH}
              />
            )}
            <TextField
              label={intl.formatMessage({ id: 'account.field.newPassword' })}
              hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
              error={fieldMessage('password')}
              type="password"
              name="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => setForm((f) => ({ ...f, password: event.target.value }))}
            />
            <TextField
              label={intl.formatMessage({ id: 'account.field.passwordConfirm' })}
              error={fieldMessage('passwordConfirmation')}
              type="password"
              name="passwordConfirmation"
              autoComplete="new-password"
              value={form.passwordConfirmation}
              onChange={(event) => setForm((f) => ({ ...f, passwordConfirmation: event.target.value }))}
            />
            <Button type="submit" fullWidth loading={resetting}>
              <FormattedMessage id="account.reset.change" />
            </Button>
            {token ? null : (
              <Button variant="ghost" size="small" onClick={() => void request()} loading={requesting}>
                <FormattedMessage id="account.code.resend" />
              </Button>
            )}
          </Stack>
        </form>
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title={intl.formatMessage({ id: 'account.reset.title' })} lead={intl.formatMessage({ id: 'account.reset.lead' })} footer={back}>
      <form onSubmit={request} noValidate>
        <Stack gap={4}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label={intl.formatMessage({ id: 'account.field.email' })}
            error={fieldMessage('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" fullWidth loading={requesting}>
            <FormattedMessage id="account.reset.submit" />
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}

export function ResetPasswordDonePage() {
  const intl = useIntl();
  return (
    <AccountFrame title={intl.formatMessage({ id: 'account.resetDone.title' })} lead={intl.formatMessage({ id: 'account.resetDone.lead' })}>
      <ButtonLink to="/account/login" fullWidth>
        <FormattedMessage id="account.login.submit" />
      </ButtonLink>
    </AccountFrame>
  );
}

// ---- /bridge -------------------------------------------------------------------------------------

const bridgeQuery = graphql`
  query BridgePageQuery {
    viewer {
      id
      consents {
        kind
      }
    }
  }
`;

/** /bridge: where a social sign-in (or an e-mail link) lands; consents first if any is missing. */
export function BridgePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const error = params.get('error');
  const returnPath = safeReturnPath(params.get('l'));
  if (error) {
    return (
      <AccountFrame title={intl.formatMessage({ id: 'account.bridge.failedTitle' })}>
        <Stack gap={4}>
          <FormAlert>{intl.formatMessage({ id: OAUTH_ERROR_MESSAGES[error] ?? 'account.bridge.error.generic' })}</FormAlert>
          <ButtonLink to={`/account/start${returnQuery(returnPath)}`} fullWidth>
            <FormattedMessage id="account.bridge.tryAgain" />
          </ButtonLink>
        </Stack>
      </AccountFrame>
    );
  }
  return (
    <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'account.bridge.title' })} />}>
      <BridgeConsents returnPath={returnPath} />
    </Suspense>
  );
}

function BridgeConsents({ returnPath }: { returnPath: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<BridgePageQuery>(bridgeQuery, {}, { fetchPolicy: 'network-only' });
  const { acceptConsents, isInFlight } = useAcceptConsents();
  const [consents, setConsents] = useState<string[]>([]);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(['consents'] as const);
  const agreed = new Set((data.viewer?.consents ?? []).map((consent) => consent.kind as string));
  const missing = REQUIRED_CONSENTS.filter((kind) => !agreed.has(kind));

  if (!data.viewer) return <Navigate to={`/account/start${returnQuery(returnPath)}`} replace />;
  if (missing.length === 0) return <Navigate to={returnPath ?? '/home'} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!missing.every((kind) => consents.includes(kind))) return setErrors({ consents: 'CONSENT_REQUIRED' });
    clear();
    try {
      const { acceptConsents: result } = await acceptConsents({ input: { consents: consents as never } });
      const error = resultError(result);
      if (error) return showServerError(error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.signedUp' }) });
      await refreshSession();
      navigate(returnPath ?? '/home', { replace: true });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <AccountFrame title={intl.formatMessage({ id: 'account.bridge.consentTitle' })} lead={intl.formatMessage({ id: 'account.bridge.consentLead' })}>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <ConsentList value={consents} onChange={setConsents} error={fieldMessage('consents')} kinds={[...missing, ...(agreed.has('MARKETING') ? [] : (['MARKETING'] as const))]} />
          <Button type="submit" fullWidth loading={isInFlight}>
            <FormattedMessage id="account.bridge.consentSubmit" />
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}
