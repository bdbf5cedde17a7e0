import { styled } from '../theme/stitches.config';

export const Card = styled('div', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  variants: {
    interactive: {
      true: {
        transition: 'border-color $fast, background-color $fast, transform $fast',
        '@hover': { '&:hover': { borderColor: '$borderStrong', backgroundColor: '$surfaceRaised' } },
      },
    },
    flush: { true: { padding: 0, overflow: 'hidden' } },
  },
});
