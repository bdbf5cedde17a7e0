import { FormattedMessage } from 'react-intl';
import { styled } from '../../../theme/stitches.config';

export type Availability = 'NOT_OPEN' | 'ON_SALE' | 'SOLD_OUT' | 'SALES_ENDED' | '%future added value';

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: '$2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
  variants: {
    state: {
      // The fill white text reads on (4.5:1); a club's own accent colour may be too light for it.
      ON_SALE: { backgroundColor: '$primaryFill', color: '$white' },
      NOT_OPEN: { backgroundColor: '$surfaceRaised', color: '$text', border: '1px solid $borderStrong' },
      SOLD_OUT: { backgroundColor: '$surfaceRaised', color: '$textMuted', border: '1px solid $border' },
      SALES_ENDED: { backgroundColor: '$surfaceRaised', color: '$textSubtle', border: '1px solid $border' },
    },
  },
});

/** The spec's availability label: not open yet, on sale, sold out, sales ended. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const state = availability === '%future added value' ? 'SALES_ENDED' : availability;
  return (
    <Badge state={state} data-testid="availability">
      <FormattedMessage id={`store.availability.${state}`} />
    </Badge>
  );
}
