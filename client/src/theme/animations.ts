import { keyframes } from './stitches.config';

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
export const shimmer = keyframes({
  '0%': { backgroundPosition: '-200% 0' },
  '100%': { backgroundPosition: '200% 0' },
});
