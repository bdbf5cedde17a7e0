import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LanguageMenu } from '../../components/LanguageMenu';
import { styled } from '../../theme/stitches.config';
import { useRuntimeConfig } from '../config';
import { APP_VERSION, COMPANY, SUPPORT_HOURS } from '../constants';
import { LogoMark } from './Logo';

const Foot = styled('footer', {
  borderTop: '1px solid $border',
  backgroundColor: '#07070a',
  color: '$textSubtle',
  fontSize: '$xs',
  marginTop: 'auto',
});

const Inner = styled('div', {
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  py: '$7',
  display: 'grid',
  gap: '$6',
  '@sm': { px: '$6' },
  '@md': { gridTemplateColumns: '1.2fr 1fr', alignItems: 'start' },
});

const Brand = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', color: '$text', fontWeight: '$bold', fontSize: '$md' });
const Links = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $4',
  '& a': { color: '$textMuted', fontSize: '$sm', '@hover': { '&:hover': { color: '$text' } } },
  '& li:first-child a': { color: '$text', fontWeight: '$semibold' },
});
const Support = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', lineHeight: '$normal' });
const Mail = styled('a', { color: '$primaryText', textDecoration: 'underline', textUnderlineOffset: 3 });
const Bottom = styled('div', {
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  paddingTop: '$5',
  borderTop: '1px solid $border',
});

const legal = [
  { to: '/legal/privacy-policy', id: 'app.footer.privacy' },
  { to: '/legal/terms-of-service', id: 'app.footer.terms' },
  { to: '/legal/personal-information-retention-and-usage', id: 'app.footer.retention' },
  { to: '/legal/provision-of-personal-data-to-third-parties', id: 'app.footer.thirdParties' },
  { to: '/legal/marketing-opt-in-agreement', id: 'app.footer.marketing' },
];

export function Footer() {
  const intl = useIntl();
  const { supportEmail } = useRuntimeConfig();
  return (
    <Foot>
      <Inner>
        <Brand>
          <Row>
            <LogoMark size={24} />
            Oshi
          </Row>
          <p>
            <FormattedMessage id="app.footer.tagline" />
          </p>
          <Support>
            <span>
              <FormattedMessage id="app.footer.helpCentre" />{' '}
              <Mail href={`mailto:${supportEmail}`}>{supportEmail}</Mail>
            </span>
            <span>
              <FormattedMessage id="app.footer.hours" values={SUPPORT_HOURS} />
            </span>
            <span>
              <FormattedMessage id="app.footer.company" values={{ name: COMPANY.name, number: COMPANY.businessNumber }} />
            </span>
          </Support>
        </Brand>
        <nav aria-label={intl.formatMessage({ id: 'app.footer.legal' })}>
          <Links>
            {legal.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>
                  <FormattedMessage id={item.id} />
                </Link>
              </li>
            ))}
            <li>
              <Link to="/creator">
                <FormattedMessage id="app.footer.creators" />
              </Link>
            </li>
          </Links>
        </nav>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {COMPANY.name} · v{APP_VERSION}
          </span>
          <LanguageMenu />
        </Bottom>
      </Inner>
    </Foot>
  );
}
