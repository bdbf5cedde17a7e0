// One order in the owner's list: number, date, buyer, what was bought, amount and state, the shipping
// address for goods, and the actions its state allows: ship (courier and tracking number), delivered,
// refund (confirmed, with a reason the buyer sees). Each action's payload returns the order, so the row
// updates itself.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { FieldLabel, Help, TextAreaField } from '../../../components/FormBits';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import type { ManagedOrderRow_order$key } from '../../../__generated__/ManagedOrderRow_order.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { STORE_ERROR_MESSAGES } from '../errors';
import { useCarrierLabel, useFormatWon } from '../format';
import { useMarkStoreOrderDelivered } from '../hooks/useMarkStoreOrderDelivered';
import { useMarkStoreOrderShipped } from '../hooks/useMarkStoreOrderShipped';
import { useRefundStoreOrder } from '../hooks/useRefundStoreOrder';
import { CARRIERS, orderState, trackingNumberError } from '../orderState';
import { StateBadge } from './StateBadge';

const Row = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
});
const Head = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '$3' });
const Title = styled('p', { fontWeight: '$semibold', overflowWrap: 'anywhere' });
const Meta = styled('p', { fontSize: '$sm', color: '$textMuted', display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Lines = styled('ul', { listStyle: 'none', padding: 0, margin: 0, fontSize: '$sm', display: 'flex', flexDirection: 'column', gap: 2 });
const Facts = styled('p', { fontSize: '$sm', color: '$textMuted', overflowWrap: 'anywhere' });
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', justifyContent: 'flex-end' });
const Select = styled('select', {
  height: 48,
  px: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$md',
  width: '100%',
});
const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2' });

export function ManagedOrderRow({ order: key }: { order: ManagedOrderRow_order$key }) {
  const order = useFragment(
    graphql`
      fragment ManagedOrderRow_order on StoreOrder {
        id
        orderNumber
        title
        amount
        createdAt
        paymentStatus
        fulfilment
        needsShipping
        carrier
        carrierName
        trackingNumber
        refundRequested
        refundReason
        viewerCanManage
        buyer {
          name
          accountDeleted
        }
        lines {
          productName
          optionName
          quantity
        }
        shippingAddress {
          recipientName
          recipientPhone
          postalCode
          address1
          address2
          deliveryNote
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const carrierLabel = useCarrierLabel();
  const { markStoreOrderShipped, isInFlight: shipping } = useMarkStoreOrderShipped();
  const { markStoreOrderDelivered, isInFlight: delivering } = useMarkStoreOrderDelivered();
  const { refundStoreOrder, isInFlight: refunding } = useRefundStoreOrder();
  const [dialog, setDialog] = useState<'ship' | 'refund' | null>(null);
  const [carrier, setCarrier] = useState<(typeof CARRIERS)[number]>('CJ_LOGISTICS');
  const [carrierName, setCarrierName] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const state = orderState(order.paymentStatus, order.fulfilment, order.refundRequested);
  const message = (code: string) => intl.formatMessage({ id: errorMessageId(code, STORE_ERROR_MESSAGES) });
  const failed = (code?: string | null) => showToast({ kind: 'error', message: message(code ?? '') });
  const canRefund = ['PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETE'].includes(order.fulfilment) && !order.refundRequested;

  async function ship() {
    const next: Record<string, string> = {};
    const trackingError = trackingNumberError(tracking);
    if (trackingError) next.trackingNumber = trackingError;
    if (carrier === 'OTHER' && !carrierName.trim()) next.carrierName = 'REQUIRED';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const response = await markStoreOrderShipped({ input: { orderId: order.id, carrier, carrierName: carrier === 'OTHER' ? carrierName.trim() : null, trackingNumber: tracking } });
      const failure = resultError(response.markStoreOrderShipped);
      if (failure) {
        if (failure.field) setErrors({ [failure.field]: failure.code ?? 'INVALID_INPUT' });
        else failed(failure.code);
        return;
      }
      setDialog(null);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'orders.manage.shipped' }) });
    } catch {
      failed();
    }
  }

  async function delivered() {
    try {
      const failure = resultError((await markStoreOrderDelivered({ input: { orderId: order.id } })).markStoreOrderDelivered);
      if (failure) failed(failure.code);
    } catch {
      failed();
    }
  }

  async function refund() {
    if (!reason.trim()) {
      setErrors({ reason: 'REQUIRED' });
      return;
    }
    try {
      const response = await refundStoreOrder({ input: { orderId: order.id, reason: reason.trim() } });
      const failure = resultError(response.refundStoreOrder);
      if (failure) {
        if (failure.field) setErrors({ [failure.field]: failure.code ?? 'INVALID_INPUT' });
        else failed(failure.code);
        return;
      }
      setDialog(null);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'orders.manage.refunded' }) });
    } catch {
      failed();
    }
  }

  const address = order.shippingAddress;
  return (
    <Row data-testid="managed-order" data-fulfilment={order.fulfilment}>
      <Head>
        <div>
          <Title>{order.title}</Title>
          <Meta>
            <span>{order.orderNumber}</span>
            <span>{intl.formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
            <span>{order.buyer.name}</span>
          </Meta>
        </div>
        <StateBadge tone={state.tone}>
          <FormattedMessage id={state.id} />
        </StateBadge>
      </Head>
      <Lines>
        {order.lines.map((line, i) => (
          <li key={i}>
            {line.productName}
            {line.optionName ? ` (${line.optionName})` : ''} × {line.quantity}
          </li>
        ))}
      </Lines>
      <Facts>
        <strong>{won(order.amount)}</strong>
        {address ? ` · ${address.recipientName} ${address.recipientPhone} · (${address.postalCode}) ${address.address1}${address.address2 ? ` ${address.address2}` : ''}` : ''}
        {address?.deliveryNote ? ` · ${address.deliveryNote}` : ''}
      </Facts>
      {order.buyer.accountDeleted ? (
        <Facts data-testid="buyer-deleted">
          <FormattedMessage id={address ? 'orders.buyerDeleted.address' : 'orders.buyerDeleted'} />
        </Facts>
      ) : null}
      {order.trackingNumber ? (
        <Facts data-testid="tracking">
          <FormattedMessage id="orders.tracking" values={{ carrier: carrierLabel(order.carrier, order.carrierName), number: order.trackingNumber }} />
        </Facts>
      ) : null}
      {order.refundReason ? (
        <Facts>
          <FormattedMessage id="orders.refundReason" values={{ reason: order.refundReason }} />
        </Facts>
      ) : null}
      {order.viewerCanManage ? (
        <Actions>
          {order.fulfilment === 'PREPARING' ? (
            <Button size="small" onClick={() => setDialog('ship')}>
              <FormattedMessage id="orders.manage.ship" />
            </Button>
          ) : null}
          {order.fulfilment === 'SHIPPED' ? (
            <Button size="small" variant="secondary" loading={delivering} onClick={() => void delivered()}>
              <FormattedMessage id="orders.manage.delivered" />
            </Button>
          ) : null}
          {canRefund ? (
            <Button size="small" variant="secondary" onClick={() => setDialog('refund')}>
              <FormattedMessage id="orders.manage.refund" />
            </Button>
          ) : null}
        </Actions>
      ) : null}
      <Dialog open={dialog === 'ship'} title={<FormattedMessage id="orders.manage.ship.title" />} onClose={() => setDialog(null)}>
        <Field>
          <FieldLabel htmlFor={`${order.id}-carrier`}>
            <FormattedMessage id="orders.carrier" />
          </FieldLabel>
          <Select id={`${order.id}-carrier`} value={carrier} onChange={(event) => setCarrier(event.target.value as (typeof CARRIERS)[number])}>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: `orders.carrier.${c}` })}
              </option>
            ))}
          </Select>
        </Field>
        {carrier === 'OTHER' ? (
          <TextField
            label={<FormattedMessage id="orders.carrierName" />}
            value={carrierName}
            maxLength={30}
            onChange={(event) => setCarrierName(event.target.value)}
            error={errors.carrierName ? message(errors.carrierName) : undefined}
          />
        ) : null}
        <TextField
          label={<FormattedMessage id="orders.trackingNumber" />}
          value={tracking}
          inputMode="text"
          autoComplete="off"
          maxLength={30}
          onChange={(event) => setTracking(event.target.value)}
          hint={<FormattedMessage id="orders.trackingNumber.hint" />}
          error={errors.trackingNumber ? message(errors.trackingNumber) : undefined}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => setDialog(null)}>
            <FormattedMessage id="orders.manage.cancel" />
          </Button>
          <Button loading={shipping} onClick={() => void ship()}>
            <FormattedMessage id="orders.manage.ship.confirm" />
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'refund'} role="alertdialog" title={<FormattedMessage id="orders.manage.refund.title" />} onClose={() => setDialog(null)}>
        <Help>
          <FormattedMessage id="orders.manage.refund.body" values={{ amount: won(order.amount) }} />
        </Help>
        <TextAreaField
          label={<FormattedMessage id="orders.manage.refund.reason" />}
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason ? message(errors.reason) : undefined}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => setDialog(null)}>
            <FormattedMessage id="orders.manage.cancel" />
          </Button>
          <Button variant="danger" loading={refunding} onClick={() => void refund()}>
            <FormattedMessage id="orders.manage.refund.confirm" />
          </Button>
        </DialogActions>
      </Dialog>
    </Row>
  );
}
