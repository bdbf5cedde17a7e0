import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Stack } from '../../../components/Page';
import type { Suspension } from '../../../relay/network';
import { REPORT_REASONS } from '../errors';

/** Told when the signed-in account is suspended mid-session: why, until when (or for good), and signed out. */
export function SuspensionNotice({ suspension, onClose }: { suspension: Suspension; onClose: () => void }) {
  const intl = useIntl();
  // A suspension from the reports queue may carry the report's reason code rather than an administrator's words.
  const reason = (REPORT_REASONS as readonly string[]).includes(suspension.reason)
    ? intl.formatMessage({ id: `moderation.reason.${suspension.reason}` })
    : suspension.reason;
  return (
    <Dialog open role="alertdialog" onClose={onClose} title={intl.formatMessage({ id: 'moderation.suspended.title' })}>
      <Stack gap={3} data-testid="suspension-notice">
        <p style={{ margin: 0 }}>
          {suspension.until ? (
            <FormattedMessage
              id="moderation.suspended.until"
              values={{ reason, until: intl.formatDate(suspension.until, { dateStyle: 'long', timeStyle: 'short' }) }}
            />
          ) : (
            <FormattedMessage id="moderation.suspended.forGood" values={{ reason }} />
          )}
        </p>
        <p style={{ margin: 0 }}>
          <FormattedMessage id="moderation.suspended.signedOut" />
        </p>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="moderation.suspended.ok" />
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
