import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Stack } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../app/toasts';
import { resultError } from '../errors';
import { useResendVerificationCode } from '../hooks/useResendVerificationCode';
import { useVerifyEmail } from '../hooks/useVerifyEmail';
import { useCountdown } from '../useCountdown';
import { useFieldErrors } from '../useFieldErrors';
import { CODE_LENGTH, digitsOnly, validateCode } from '../validation';
import { FormAlert } from './AccountFrame';

/** Seconds before another code may be requested (the server's throttle answers RESEND_TOO_SOON). */
export const RESEND_COOLDOWN_SECONDS = 60;

const FIELDS = ['code'] as const;

/** The 6-digit e-mail verification step (after sign-up, or a sign-in with an unverified e-mail). */
export function CodeStep({ email, onVerified, onBack }: { email: string; onVerified: () => void | Promise<void>; onBack?: () => void }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const { verifyEmail, isInFlight } = useVerifyEmail();
  const { resendVerificationCode, isInFlight: resending } = useResendVerificationCode();
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS);
  const { left, start } = useCountdown(RESEND_COOLDOWN_SECONDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateCode(code);
    if (invalid) return setErrors({ code: invalid });
    clear();
    try {
      const { verifyEmail: result } = await verifyEmail({ input: { email, code: code.trim() } });
      const error = resultError(result);
      if (error) {
        // An expired or used-up code is not the user's typo: say so above the field.
        if (error.code === 'CODE_EXPIRED' || error.code === 'TOO_MANY_ATTEMPTS') return showServerError({ ...error, field: null });
        return showServerError({ ...error, field: error.field ?? 'code' });
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.emailVerified' }) });
      await onVerified();
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  async function resend() {
    clear();
    try {
      const { resendVerificationCode: result } = await resendVerificationCode({ input: { email } });
      const error = resultError(result);
      if (error) {
        if (error.code === 'RESEND_TOO_SOON') start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
        return showServerError({ ...error, field: null });
      }
      setCode('');
      start(RESEND_COOLDOWN_SECONDS);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'account.notice.codeSent' }) });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label={intl.formatMessage({ id: 'account.field.code' })}
          hint={intl.formatMessage({ id: 'account.code.hint' })}
          error={fieldMessage('code')}
          name="code"
          value={code}
          onChange={(event) => setCode(digitsOnly(event.target.value).slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          autoFocus
          style={{ letterSpacing: '0.4em', fontSize: 22, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        />
        <Button type="submit" fullWidth loading={isInFlight}>
          <FormattedMessage id="account.code.submit" />
        </Button>
        <Button variant="ghost" size="small" onClick={resend} disabled={left > 0} loading={resending}>
          {left > 0 ? <FormattedMessage id="account.code.resendIn" values={{ seconds: left }} /> : <FormattedMessage id="account.code.resend" />}
        </Button>
        {onBack ? (
          <Button variant="ghost" size="small" onClick={onBack}>
            <FormattedMessage id="account.code.changeEmail" />
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
