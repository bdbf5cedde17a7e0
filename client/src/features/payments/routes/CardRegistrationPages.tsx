// Card registration through the gateway's own card window (the test gateway's page, or PortOne's when the
// server runs on PortOne): /checkout/redirect/card opens it, and the gateway returns to /billing/success
// with a billing key (registered here, then back to where the buyer came from) or with a refusal, shown
// on /billing/card-fail.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../app/config';
import { showToast } from '../../../app/toasts';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { styled } from '../../../theme/stitches.config';
import { errorMessageId } from '../../account/errors';
import { FeatureScreen } from '../../shared/FeatureScreen';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useRegisterPaymentCard } from '../hooks/useRegisterPaymentCard';
import { gatewayCardPagePath, registerCardPath, safeReturn } from '../paths';
import { issuePortOneBillingKey } from '../portone-card';

const Waiting = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$4', padding: '$8 0', color: '$textMuted' });

function cardFailPath(message: string, returnTo: string) {
  return `/billing/card-fail?${new URLSearchParams({ message, return: returnTo })}`;
}

/** /checkout/redirect/:payMethod — for a card, straight on to the gateway's card window. */
export function CheckoutRedirectPage() {
  const { payMethod = '' } = useParams();
  const [params] = useSearchParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const { portone } = useRuntimeConfig();
  const returnTo = safeReturn(params.get('return'));
  const opened = useRef(false);
  useEffect(() => {
    if (payMethod !== 'card' || opened.current) return;
    opened.current = true;
    if (!portone) return void window.location.assign(gatewayCardPagePath(returnTo));
    issuePortOneBillingKey(portone, returnTo, intl.formatMessage({ id: 'payments.card.issueName' }))
      .then((next) => next && navigate(next, { replace: true }))
      .catch(() => navigate(cardFailPath('', returnTo), { replace: true }));
  }, [payMethod, returnTo, portone, navigate, intl]);
  if (payMethod !== 'card') {
    const method = intl.formatMessage({ id: 'commerce.method.vbank' });
    return (
      <FeatureScreen
        title="commerce.redirect.title"
        icon="card"
        emptyTitle="commerce.redirect.empty.title"
        emptyBody="commerce.redirect.empty.body"
        values={{ method }}
        actions={[{ to: '/mypage/pay/order-list', label: 'commerce.action.myOrders' }]}
      />
    );
  }
  return (
    <Screen title={intl.formatMessage({ id: 'commerce.redirect.title' })} width="narrow">
      <Waiting role="status">
        <Spinner />
        <FormattedMessage id="payments.card.redirecting" />
      </Waiting>
    </Screen>
  );
}

/** /billing/success — registers the billing key the gateway returned, then goes back. */
export function BillingSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const { registerPaymentCard } = useRegisterPaymentCard();
  const started = useRef(false);
  const returnTo = safeReturn(params.get('return'));
  const billingKey = params.get('billingKey');
  const refusal = params.get('code') ? (params.get('message') ?? '') : null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => navigate(cardFailPath(message, returnTo), { replace: true });
    if (refusal !== null || !billingKey) return void fail(refusal ?? '');
    registerPaymentCard({ input: { billingKey } })
      .then((response) => {
        const result = response.registerPaymentCard;
        if (result.__typename !== 'RegisterPaymentCardSuccess' || !result.card) {
          return fail(intl.formatMessage({ id: errorMessageId(result.__typename === '%other' ? null : (result.code ?? null), PAYMENT_ERROR_MESSAGES) }));
        }
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.card.registered' }) });
        const back = new URL(returnTo, window.location.origin);
        if (back.pathname === '/checkout') back.searchParams.set('card', result.card.id);
        navigate(`${back.pathname}${back.search}`, { replace: true });
      })
      .catch(() => fail(''));
  }, [billingKey, refusal, returnTo, navigate, registerPaymentCard, intl]);

  return (
    <Screen title={intl.formatMessage({ id: 'payments.card.title' })} width="narrow">
      <Waiting role="status">
        <Spinner />
        <FormattedMessage id="payments.card.registering" />
      </Waiting>
    </Screen>
  );
}

/** /billing/card-fail — the spec's "card registration failed", with the gateway's reason when it gave one. */
export function BillingCardFailPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const returnTo = safeReturn(params.get('return'));
  const reason = params.get('message');
  return (
    <Screen title={intl.formatMessage({ id: 'commerce.cardFail.title' })} width="narrow">
      <EmptyState
        icon="card"
        title={<FormattedMessage id="commerce.cardFail.empty.title" />}
        description={
          <>
            {reason ? (
              <span data-testid="card-fail-reason">
                <FormattedMessage id="payments.card.reason" values={{ reason }} />{' '}
              </span>
            ) : null}
            <FormattedMessage id="commerce.cardFail.empty.body" />
          </>
        }
        action={
          <>
            <ButtonLink to={registerCardPath(returnTo)} size="small">
              <FormattedMessage id="payments.card.tryAgain" />
            </ButtonLink>
            <ButtonLink to={returnTo} size="small" variant="secondary">
              <FormattedMessage id="payments.card.back" />
            </ButtonLink>
          </>
        }
      />
    </Screen>
  );
}
