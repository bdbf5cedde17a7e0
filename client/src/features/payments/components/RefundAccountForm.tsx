// On the payment history, for a deposit that arrived after its order could no longer be completed: the
// bank account the money goes back to. It is sent to the gateway with the refund and never stored.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { errorMessageId } from '../../account/errors';
import { Muted } from '../../../components/FormBits';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useRefundLateDeposit } from '../hooks/useRefundLateDeposit';

const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderTop: '1px solid $border',
  backgroundColor: 'rgba(245, 165, 36, 0.06)',
  '& > p:first-child': { color: '$warning', fontSize: '$sm', fontWeight: '$semibold' },
});
const Field = styled('label', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$textMuted',
  '& select': {
    height: '$buttonMedium',
    width: '100%',
    px: '$4',
    borderRadius: '$md',
    border: '1px solid $border',
    backgroundColor: '$surface',
    color: '$text',
    fontSize: '$md',
    fontWeight: '$regular',
  },
  '& select[aria-invalid="true"]': { borderColor: '$error' },
  '& small': { color: '$error', fontWeight: '$regular', fontSize: '$xs' },
});
const Row = styled('div', { display: 'grid', gap: '$3', '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });

type FieldName = 'bank' | 'accountNumber' | 'holderName';

export function RefundAccountForm({ paymentId, amount, banks }: { paymentId: string; amount: string; banks: readonly string[] }) {
  const intl = useIntl();
  const { refundLateDeposit, isInFlight } = useRefundLateDeposit();
  const [bank, setBank] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const message = (code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, PAYMENT_ERROR_MESSAGES) }, { reason: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    if (!bank) missing.bank = intl.formatMessage({ id: 'payments.refund.chooseBank' });
    if (!accountNumber.trim()) missing.accountNumber = message('REQUIRED');
    if (!holderName.trim()) missing.holderName = message('REQUIRED');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const result = (await refundLateDeposit({ input: { paymentId, bank, accountNumber, holderName } })).refundLateDeposit;
      if (result.__typename === 'RefundLateDepositSuccess') {
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.refund.done' }, { amount }) });
        return;
      }
      if (result.__typename === 'InvalidInputError' && (result.field === 'bank' || result.field === 'accountNumber' || result.field === 'holderName')) {
        setErrors({ [result.field]: result.field === 'bank' ? intl.formatMessage({ id: 'payments.refund.chooseBank' }) : message(result.code) });
        return;
      }
      showToast({ kind: 'error', message: message(result.__typename === '%other' ? null : result.code) });
    } catch {
      showToast({ kind: 'error', message: message(null) });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'payments.refund.title' })}>
      <p>
        <FormattedMessage id="payments.refund.title" />
      </p>
      <Muted>
        <FormattedMessage id="payments.refund.body" values={{ amount }} />
      </Muted>
      <Field>
        <FormattedMessage id="payments.refund.bank" />
        <select value={bank} onChange={(event) => setBank(event.target.value)} aria-invalid={errors.bank ? true : undefined}>
          <option value="">{intl.formatMessage({ id: 'payments.refund.chooseBank' })}</option>
          {banks.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `payments.bank.${code}` })}
            </option>
          ))}
        </select>
        {errors.bank ? <small role="alert">{errors.bank}</small> : null}
      </Field>
      <Row>
        <TextField
          label={<FormattedMessage id="payments.refund.accountNumber" />}
          hint={<FormattedMessage id="payments.refund.accountNumberHint" />}
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.target.value)}
          error={errors.accountNumber}
        />
        <TextField
          label={<FormattedMessage id="payments.refund.holderName" />}
          autoComplete="name"
          value={holderName}
          onChange={(event) => setHolderName(event.target.value)}
          error={errors.holderName}
        />
      </Row>
      <Button type="submit" loading={isInFlight}>
        <FormattedMessage id="payments.refund.submit" values={{ amount }} />
      </Button>
    </Form>
  );
}
