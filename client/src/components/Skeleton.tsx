import { shimmer } from '../theme/animations';
import { styled } from '../theme/stitches.config';

export const Skeleton = styled('div', {
  borderRadius: '$md',
  background: 'linear-gradient(90deg, #141418 0%, #1f1f26 50%, #141418 100%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
