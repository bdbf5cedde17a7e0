import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Stack } from '../../../components/Page';
import { FormAlert } from './AccountFrame';
import { SocialButtons } from './SocialButtons';

/**
 * RECENT_SIGN_IN_REQUIRED: an account without a password confirms a sensitive change by signing in again.
 * The social sign-in comes back to this page, where the change can be made at once.
 */
export function RecentSignInPrompt() {
  const location = useLocation();
  return (
    <Stack gap={3} data-testid="recent-sign-in">
      <FormAlert>
        <FormattedMessage id="account.error.RECENT_SIGN_IN_REQUIRED" />
      </FormAlert>
      <SocialButtons returnPath={location.pathname} />
    </Stack>
  );
}
