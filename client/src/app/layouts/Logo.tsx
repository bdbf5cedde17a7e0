import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from '../../theme/stitches.config';

const Home = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  fontWeight: '$black',
  fontSize: 21,
  letterSpacing: '-0.03em',
  color: '$text',
});

/** The Oshi mark: a rounded tile with a heart-shaped "O". */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id="oshi-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="0.55" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#d946ef" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#oshi-mark)" />
      <circle cx="32" cy="33" r="15" fill="none" stroke="#fff" strokeWidth="7" />
      <path d="M44.5 13.5c2.6-2.6 6.8-.8 6.8 2.8 0 3.4-4.2 6-6.8 8.2-2.6-2.2-6.8-4.8-6.8-8.2 0-3.6 4.2-5.4 6.8-2.8z" fill="#fff" />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  const intl = useIntl();
  return (
    <Home to={to} aria-label={intl.formatMessage({ id: 'app.nav.logoLabel' })}>
      <LogoMark />
      <span>Oshi</span>
    </Home>
  );
}
