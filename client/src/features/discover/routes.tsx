import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { PageContainer } from '../../components/Page';
import { PageSpinner } from '../../components/Spinner';
import { styled } from '../../theme/stitches.config';
import { safeReturnPath, signInPath } from '../../app/guards';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../app/session';

const Hero = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$4',
  px: '$4',
  pt: '$8',
  pb: '$7',
  '& h1': { fontSize: 34, fontWeight: '$black', letterSpacing: '-0.03em', lineHeight: 1.1, maxWidth: 680, '@sm': { fontSize: 48 } },
  '& p': { color: '$textMuted', maxWidth: 560, fontSize: '$lg' },
});
const Points = styled('ul', { display: 'grid', gap: '$3', '@md': { gridTemplateColumns: 'repeat(2, 1fr)' } });
const Point = styled('li', {
  display: 'flex',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '& > svg': { color: '$primaryText', flexShrink: 0 },
  '& h2': { fontSize: '$md', fontWeight: '$bold', marginBottom: 4 },
  '& p': { color: '$textMuted', fontSize: '$sm' },
});

const points: { icon: IconName; key: string }[] = [
  { icon: 'users', key: 'club' },
  { icon: 'heart', key: 'membership' },
  { icon: 'bag', key: 'store' },
  { icon: 'chart', key: 'revenue' },
];

/** /creator: the creator programme and the way to apply. */
export function CreatorPage() {
  const intl = useIntl();
  const { isSignedIn } = useSession();
  usePageTitle(intl.formatMessage({ id: 'discover.creator.title' }));
  return (
    <>
      <Hero>
        <h1>
          <FormattedMessage id="discover.creator.headline" />
        </h1>
        <p>
          <FormattedMessage id="discover.creator.lead" />
        </p>
        <ButtonLink to={isSignedIn ? '/mypage/manage' : signInPath('/creator')} size="large">
          <FormattedMessage id="discover.creator.apply" />
        </ButtonLink>
      </Hero>
      <PageContainer css={{ paddingTop: 0 }}>
        <Points>
          {points.map((point) => (
            <Point key={point.key}>
              <Icon name={point.icon} size={24} />
              <div>
                <h2>
                  <FormattedMessage id={`discover.creator.point.${point.key}.title`} />
                </h2>
                <p>
                  <FormattedMessage id={`discover.creator.point.${point.key}.body`} />
                </p>
              </div>
            </Point>
          ))}
        </Points>
      </PageContainer>
    </>
  );
}

/** /bridge: hands a finished social sign-in or an e-mail link back to the page that started it. */
export function BridgePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'discover.bridge.title' }));
  if (session.status === 'loading') return <PageSpinner label={intl.formatMessage({ id: 'discover.bridge.title' })} />;
  return <Navigate to={safeReturnPath(params.get('l')) ?? '/home'} replace />;
}
