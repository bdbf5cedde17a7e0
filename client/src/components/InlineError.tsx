import { FormattedMessage } from 'react-intl';
import { styled } from '../theme/stitches.config';
import { Button } from './Button';
import { Icon } from './Icon';

const Box = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$errorSoft',
  color: '$text',
  fontSize: '$sm',
  '& > svg': { color: '$error', flexShrink: 0 },
  '& > p': { flex: 1 },
});

/** A section that failed to load, with a retry. */
export function InlineError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box role="alert">
      <Icon name="alert" />
      <p>
        <FormattedMessage id="app.section.error" />
      </p>
      {onRetry ? (
        <Button size="small" variant="secondary" onClick={onRetry} icon={<Icon name="refresh" size={16} />}>
          <FormattedMessage id="app.action.retry" />
        </Button>
      ) : null}
    </Box>
  );
}
