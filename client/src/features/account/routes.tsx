import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Stack } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { usePageTitle } from '../../app/page-title';
import { showToast } from '../../app/toasts';
import { LogoMark } from '../../app/layouts/Logo';

const Wrap = styled('div', {
  width: '100%',
  maxWidth: '$form',
  mx: 'auto',
  px: '$4',
  py: '$8',
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
});
const Head = styled('header', { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '$3' });
const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', letterSpacing: '-0.02em' });
const Lead = styled('p', { color: '$textMuted', fontSize: '$sm' });
const Foot = styled('p', { textAlign: 'center', color: '$textMuted', fontSize: '$sm', '& a': { color: '$primaryText', fontWeight: '$semibold' } });
const Divider = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  color: '$textSubtle',
  fontSize: '$xs',
  '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid $border' },
});

function AccountFrame({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  usePageTitle(heading);
  return (
    <Wrap>
      <Head>
        <LogoMark size={48} />
        <Title>{heading}</Title>
        {lead ? <Lead>{intl.formatMessage({ id: lead })}</Lead> : null}
      </Head>
      {children}
      {footer ? <Foot>{footer}</Foot> : null}
    </Wrap>
  );
}

/** Sign-in and sign-up are wired to the server by the accounts feature; until then, say so. */
function useNotYet() {
  const intl = useIntl();
  return (event?: FormEvent) => {
    event?.preventDefault();
    showToast({ kind: 'error', message: intl.formatMessage({ id: 'app.serviceComingSoon' }) });
  };
}

function useReturnQuery() {
  const [params] = useSearchParams();
  const l = params.get('l');
  return l ? `?l=${encodeURIComponent(l)}` : '';
}

export function StartPage() {
  const notYet = useNotYet();
  const query = useReturnQuery();
  return (
    <AccountFrame
      title="account.start.title"
      lead="account.start.lead"
      footer={<FormattedMessage id="account.start.terms" values={{ terms: (c) => <Link to="/legal/terms-of-service">{c}</Link>, privacy: (c) => <Link to="/legal/privacy-policy">{c}</Link> }} />}
    >
      <Stack gap={3}>
        <Button variant="secondary" fullWidth onClick={() => notYet()} icon={<GoogleMark />}>
          <FormattedMessage id="account.start.google" />
        </Button>
        <Button variant="secondary" fullWidth onClick={() => notYet()} icon={<AppleMark />}>
          <FormattedMessage id="account.start.apple" />
        </Button>
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

export function LoginPage() {
  const intl = useIntl();
  const notYet = useNotYet();
  const query = useReturnQuery();
  return (
    <AccountFrame
      title="account.login.title"
      lead="account.login.lead"
      footer={<FormattedMessage id="account.login.noAccount" values={{ link: (c) => <Link to={`/account/signup${query}`}>{c}</Link> }} />}
    >
      <form onSubmit={notYet} noValidate>
        <Stack gap={4}>
          <TextField label={intl.formatMessage({ id: 'account.field.email' })} type="email" name="email" autoComplete="email" inputMode="email" required />
          <TextField label={intl.formatMessage({ id: 'account.field.password' })} type="password" name="password" autoComplete="current-password" required />
          <Button type="submit" fullWidth>
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

export function SignupPage() {
  const intl = useIntl();
  const notYet = useNotYet();
  const query = useReturnQuery();
  return (
    <AccountFrame
      title="account.signup.title"
      lead="account.signup.lead"
      footer={<FormattedMessage id="account.signup.haveAccount" values={{ link: (c) => <Link to={`/account/login${query}`}>{c}</Link> }} />}
    >
      <form onSubmit={notYet} noValidate>
        <Stack gap={4}>
          <TextField label={intl.formatMessage({ id: 'account.field.email' })} type="email" name="email" autoComplete="email" inputMode="email" required />
          <TextField
            label={intl.formatMessage({ id: 'account.field.password' })}
            hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={72}
            required
          />
          <TextField label={intl.formatMessage({ id: 'account.field.passwordConfirm' })} type="password" name="passwordConfirm" autoComplete="new-password" required />
          <Button type="submit" fullWidth>
            <FormattedMessage id="account.signup.submit" />
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}

export function ResetPasswordPage() {
  const intl = useIntl();
  const notYet = useNotYet();
  return (
    <AccountFrame title="account.reset.title" lead="account.reset.lead" footer={<Link to="/account/login">{intl.formatMessage({ id: 'account.reset.back' })}</Link>}>
      <form onSubmit={notYet} noValidate>
        <Stack gap={4}>
          <TextField label={intl.formatMessage({ id: 'account.field.email' })} type="email" name="email" autoComplete="email" inputMode="email" required />
          <Button type="submit" fullWidth>
            <FormattedMessage id="account.reset.submit" />
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}

export function ResetPasswordDonePage() {
  return (
    <AccountFrame title="account.resetDone.title" lead="account.resetDone.lead">
      <ButtonLink to="/account/login" fullWidth>
        <FormattedMessage id="account.login.submit" />
      </ButtonLink>
    </AccountFrame>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden fill="currentColor">
      <path d="M16.4 12.6c0-2.5 2.1-3.7 2.2-3.8-1.2-1.7-3-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.6-4.3zM13.9 5.1c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  );
}
