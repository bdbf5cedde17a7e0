import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Check } from '../../../components/FormBits';
import { Stack } from '../../../components/Page';
import { TextArea } from '../../../components/TextArea';
import { errorMessageId, resultError } from '../../account/errors';
import { MODERATION_ERROR_MESSAGES, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReasonName } from '../errors';
import { useReportContent } from '../hooks/useReportContent';

export type ReportTargetKind = 'post' | 'comment' | 'user';

/** Report a post, comment or user: a reason from the fixed set and optional details (required for "other"). */
export function ReportDialog({ open, onClose, targetId, kind }: { open: boolean; onClose: () => void; targetId: string; kind: ReportTargetKind }) {
  const intl = useIntl();
  const [reason, setReason] = useState<ReportReasonName | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reportContent, isInFlight } = useReportContent();
  const message = (code?: string | null) => intl.formatMessage({ id: errorMessageId(code, MODERATION_ERROR_MESSAGES) });

  async function submit() {
    if (!reason) return setError(intl.formatMessage({ id: 'moderation.report.pickReason' }));
    if (reason === 'OTHER' && !details.trim()) return setError(message('REQUIRED'));
    if (details.trim().length > REPORT_DETAILS_MAX) return setError(message('REPORT_DETAILS_TOO_LONG'));
    setError(null);
    try {
      const { reportContent: result } = await reportContent({ targetId, reason, details: details.trim() || null });
      const failure = resultError(result);
      if (failure) return setError(message(failure.code));
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'moderation.report.sent' }) });
      setReason(null);
      setDetails('');
      onClose();
    } catch {
      setError(message(null));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage({ id: `moderation.report.title.${kind}` })}>
      <Stack gap={3} as="form" onSubmit={(event: React.FormEvent) => (event.preventDefault(), void submit())} data-testid="report-dialog">
        <p style={{ margin: 0 }}>
          <FormattedMessage id="moderation.report.lead" />
        </p>
        <Stack gap={2} role="radiogroup" aria-label={intl.formatMessage({ id: 'moderation.report.reason' })}>
          {REPORT_REASONS.map((value) => (
            <Check
              key={value}
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              label={intl.formatMessage({ id: `moderation.reason.${value}` })}
            />
          ))}
        </Stack>
        <TextArea
          label={intl.formatMessage({ id: 'moderation.report.details' })}
          hint={intl.formatMessage({ id: 'moderation.report.detailsHint' }, { max: REPORT_DETAILS_MAX })}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
          error={error ?? undefined}
        />
        <DialogActions>
          <Button type="button" variant="ghost" onClick={onClose}>
            <FormattedMessage id="moderation.report.cancel" />
          </Button>
          <Button type="submit" variant="danger" loading={isInFlight}>
            <FormattedMessage id="moderation.report.submit" />
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
