// An order's state as a small coloured label (orderState.ts gives the message and tone).
import { styled } from '../../../theme/stitches.config';

export const StateBadge = styled('span', {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: '$2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      ok: { color: '$primaryText', backgroundColor: 'rgba(139, 92, 246, 0.14)' },
      info: { color: '$text', backgroundColor: '$surfaceRaised' },
      wait: { color: '$warning', backgroundColor: 'rgba(245, 158, 11, 0.12)' },
      bad: { color: '$error', backgroundColor: 'rgba(239, 68, 68, 0.12)' },
    },
  },
  defaultVariants: { tone: 'info' },
});
