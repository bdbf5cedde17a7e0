// Card registration through the gateway's own card window (the test gateway's page, or PortOne's when the
// server runs on PortOne): /checkout/redirect/card opens it under an issue id the server signs for the viewer
// (so a billing key in someone else's link cannot be registered), and the gateway returns to /billing/success
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
import { FeatureScreen } from '../../shared/FeatureScreen';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useRegisterPaymentCard } from '../hooks/useRegisterPaymentCard';
import { useStartCardRegistration } from '../hooks/useStartCardRegistration';
import { gatewayCardPagePath, registerCardPath, safeReturn } from '../paths';
import { issuePortOneBillingKey } from '../portone-card';

const Waiting = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$4', padding: '$8 0', color: '$textMuted' });

/**
 * Why a registration failed, as a code the card-fail page looks up: never the gateway's text, since
 * anyone can put any text in a URL. GATEWAY_DECLINED: the card window refused the card.
 */
const CARD_FAIL_MESSAGES: Readonly<Record<string, string>> = {
  GATEWAY_DECLINED: 'payments.card.declined',
  CARD_INVALID: PAYMENT_ERROR_MESSAGES.CARD_INVALID,
};

function cardFailPath(reason: string, returnTo: string) {
  return `/billing/card-fail?${new URLSearchParams({ reason, return: returnTo })}`;
}

/** /checkout/redirect/:payMethod — for a card, straight on to the gateway's card window. */
export function CheckoutRedirectPage() {
  const { payMethod = '' } = useParams();
  const [params] = useSearchParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const { portone } = useRuntimeConfig();
  const { startCardRegistration } = useStartCardRegistration();
  const returnTo = safeReturn(params.get('return'));
  const opened = useRef(false);
  useEffect(() => {
    if (payMethod !== 'card' || opened.current) return;
    opened.current = true;
    startCardRegistration({})
      .then(async ({ startCardRegistration: { issueId } }) => {
        if (!portone) return void window.location.assign(gatewayCardPagePath(returnTo, issueId));
        const next = await issuePortOneBillingKey(portone, returnTo, intl.formatMessage({ id: 'payments.card.issueName' }), issueId);
        if (next) navigate(next, { replace: true });
      })
      .catch(() => navigate(cardFailPath('', returnTo), { replace: true }));
  }, [payMethod, returnTo, portone, navigate, intl, startCardRegistration]);
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
  // The card window's refusal (code and message): only the fact of it is kept, not its text.
  const refused = Boolean(params.get('code'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (reason: string) => navigate(cardFailPath(reason, returnTo), { replace: true });
    if (refused || !billingKey) return void fail(refused ? 'GATEWAY_DECLINED' : '');
    registerPaymentCard({ input: { billingKey } })
      .then((response) => {
        const result = response.registerPaymentCard;
        if (result.__typename !== 'RegisterPaymentCardSuccess' || !result.card) {
          return fail(result.__typename === '%other' ? '' : (result.code ?? ''));
        }
        showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.card.registered' }) });
        const back = new URL(returnTo, window.location.origin);
        if (back.pathname === '/checkout') back.searchParams.set('card', result.card.id);
        navigate(`${back.pathname}${back.search}`, { replace: true });
      })
      .catch(() => fail(''));
  }, [billingKey, refused, returnTo, navigate, registerPaymentCard, intl]);

  return (
    <Screen title={intl.formatMessage({ id: 'payments.card.title' })} width="narrow">
      <Waiting role="status">
        <Spinner />
        <FormattedMessage id="payments.card.registering" />
      </Waiting>
    </Screen>
  );
}

/** /billing/card-fail — the spec's "card registration failed", with the reason when it is a known code. */
export function BillingCardFailPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const returnTo = safeReturn(params.get('return'));
  const reasonId = Object.hasOwn(CARD_FAIL_MESSAGES, params.get('reason') ?? '') ? CARD_FAIL_MESSAGES[params.get('reason')!] : null;
  return (
    <Screen title={intl.formatMessage({ id: 'commerce.cardFail.title' })} width="narrow">
      <EmptyState
        icon="card"
        title={<FormattedMessage id="commerce.cardFail.empty.title" />}
        description={
          <>
            {reasonId ? (
              <span data-testid="card-fail-reason">
                <FormattedMessage id={reasonId} />{' '}
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
