import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { PageSpinner } from '../components/Spinner';
import { styled } from '../theme/stitches.config';
import { isChunkLoadError, reloadAfterChunkError } from './build-updates';
import { useRuntimeConfig } from './config';
import { EASTER_EGG_ALERT_DELAY_MS } from './constants';
import { classifyError } from './errors';
import { usePageTitle } from './page-title';
import { reportException } from './sentry';

const Wrap = styled('main', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: '$4',
  px: '$5',
  py: '$10',
  minHeight: '60vh',
  maxWidth: 560,
  mx: 'auto',
});

const Code = styled('p', {
  fontSize: 88,
  lineHeight: 1,
  fontWeight: '$black',
  letterSpacing: '-0.04em',
  background: '$gradients$primary',
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
  '@sm': { fontSize: 120 },
});

const Mark = styled('div', {
  size: 72,
  borderRadius: '$round',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$errorSoft',
  color: '$error',
});

const Title = styled('h1', { fontSize: '$2xl', fontWeight: '$black', lineHeight: '$tight', '@sm': { fontSize: '$3xl' } });
const Body = styled('p', { color: '$textMuted', fontSize: '$md', whiteSpace: 'pre-line' });
const Small = styled('p', { color: '$textSubtle', fontSize: '$sm' });
const Hint = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '8px 14px',
  borderRadius: '$pill',
  backgroundColor: '$primarySoft',
  color: '$primaryText',
  fontSize: '$sm',
  '& svg': { flexShrink: 0 },
});
const Detail = styled('p', {
  fontFamily: '$mono',
  fontSize: '$xs',
  color: '$textMuted',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$3',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
const Mail = styled('a', { color: '$primaryText', textDecoration: 'underline', textUnderlineOffset: 3 });

function HomeButton({ onHome }: { onHome: () => void }) {
  return (
    <Button size="large" onClick={onHome} icon={<Icon name="home" />}>
      <FormattedMessage id="app.error.goHome" />
    </Button>
  );
}

function NotFound({ onHome }: { onHome: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.error.notFound.korean.title' });
  usePageTitle(title);
  useEffect(() => {
    const message = intl.formatMessage({ id: 'app.error.notFound.noEasterEgg' });
    const timer = window.setTimeout(() => window.alert(message), EASTER_EGG_ALERT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [intl]);
  return (
    <Wrap data-error-kind="notFound">
      <Code aria-hidden>404</Code>
      {/* The Korean not-found message is the product's signature: the same text in every locale. */}
      <Title lang="ko">{title}</Title>
      <Body lang="ko">
        <FormattedMessage id="app.error.notFound.korean.body" />
      </Body>
      <Small>
        <FormattedMessage id="app.error.notFound.apology" />
      </Small>
      <Hint>
        <Icon name="egg" size={16} />
        <FormattedMessage id="app.error.notFound.easterEggHint" />
      </Hint>
      <HomeButton onHome={onHome} />
    </Wrap>
  );
}

function Gone({ onHome }: { onHome: () => void }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'app.error.gone.title' }));
  return (
    <Wrap data-error-kind="gone">
      <Code aria-hidden>410</Code>
      <Title>
        <FormattedMessage id="app.error.gone.title" />
      </Title>
      <Body>
        <FormattedMessage id="app.error.gone.apology" />
      </Body>
      <HomeButton onHome={onHome} />
    </Wrap>
  );
}

function Generic({ description, onHome }: { description: string | null; onHome: () => void }) {
  const intl = useIntl();
  const { supportEmail } = useRuntimeConfig();
  usePageTitle(intl.formatMessage({ id: 'app.error.generic.title' }));
  return (
    <Wrap data-error-kind="generic">
      <Mark>
        <Icon name="alert" size={36} />
      </Mark>
      <Title>
        <FormattedMessage id="app.error.generic.title" />
      </Title>
      <Body>
        <FormattedMessage
          id="app.error.generic.body"
          values={{
            email: (
              <Mail href={`mailto:${supportEmail}`} key="mail">
                {supportEmail}
              </Mail>
            ),
          }}
        />
      </Body>
      {description ? (
        <Detail>
          <FormattedMessage id="app.error.generic.detail" values={{ description }} />
        </Detail>
      ) : null}
      <HomeButton onHome={onHome} />
    </Wrap>
  );
}

export interface ErrorPageProps {
  error: unknown;
  /** Clears the error and goes to "/". */
  onHome: () => void;
}

/** The error page (spec section 2): 404 (Korean signature), 410, or anything else. */
export function ErrorPage({ error, onHome }: ErrorPageProps) {
  const { kind, description } = classifyError(error);
  if (kind === 'notFound') return <NotFound onHome={onHome} />;
  if (kind === 'gone') return <Gone onHome={onHome} />;
  return <Generic description={description} onHome={onHome} />;
}

/** errorElement of the routes: logs the error, reloads once after a chunk failure, else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const chunkFailure = isChunkLoadError(error);
  const reloading = chunkFailure && reloadAfterChunkError(window.location.pathname);

  useEffect(() => {
    if (reloading) return;
    console.error(error);
    const { kind } = classifyError(error);
    if (kind === 'generic') reportException(error);
  }, [error, reloading]);

  const intl = useIntl();
  if (reloading) return <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />;
  return <ErrorPage error={error} onHome={() => navigate('/', { replace: false })} />;
}
