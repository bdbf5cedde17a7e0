// The facts of a payment shared by the result pages and the order list, as <dt>/<dd> pairs for a <dl>.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type PaymentFactsData = {
  readonly orderNumber: string;
  readonly title: string;
  readonly months: number | null | undefined;
  readonly method: string;
  readonly paidAt: string | null | undefined;
  readonly failureReason: string | null | undefined;
  readonly club: { readonly name: string };
  readonly plan: { readonly name: string } | null | undefined;
};

/** Order number, item, method, amount (as given), completion time and, when asked, the failure reason. */
export function PaymentFacts({ payment, amount, showReason }: { payment: PaymentFactsData; amount: ReactNode; showReason: boolean }) {
  const intl = useIntl();
  return (
    <>
      <dt>
        <FormattedMessage id="payments.result.orderNumber" />
      </dt>
      <dd>{payment.orderNumber}</dd>
      <dt>
        <FormattedMessage id="payments.result.item" />
      </dt>
      <dd>
        {/* A plan reads in the viewer's language; other kinds of order by their title. */}
        {payment.plan && payment.months ? (
          <FormattedMessage id="payments.result.itemValue" values={{ club: payment.club.name, plan: payment.plan.name, months: payment.months }} />
        ) : (
          payment.title
        )}
      </dd>
      <dt>
        <FormattedMessage id="payments.result.method" />
      </dt>
      <dd>
        <FormattedMessage id={`payments.method.${payment.method}`} />
      </dd>
      <dt>
        <FormattedMessage id="payments.result.amount" />
      </dt>
      <dd>{amount}</dd>
      {payment.paidAt ? (
        <>
          <dt>
            <FormattedMessage id="payments.result.paidAt" />
          </dt>
          <dd>{intl.formatDate(payment.paidAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </>
      ) : null}
      {showReason && payment.failureReason ? (
        <>
          <dt>
            <FormattedMessage id="payments.result.reason" />
          </dt>
          <dd data-testid="failure-reason">{payment.failureReason}</dd>
        </>
      ) : null}
    </>
  );
}
