// /checkout?plan=<Plan id>: what is bought (price with VAT), buyer information, card or deposit, the
// order agreement; then the payment, ending on the success, pending or fail page.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../../app/config';
import { showToast } from '../../../app/toasts';
import { Avatar } from '../../../components/Avatar';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { CheckoutPageQuery } from '../../../__generated__/CheckoutPageQuery.graphql';
import { errorMessageId } from '../../account/errors';
import { Alert, Check, FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { useFormatWon } from '../../clubs/components/PlanCard';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { safeColor } from '../../shared/format';
import { BuyerFields, buyerErrors, buyerOf, trimmedBuyer } from '../components/BuyerFields';
import { Options, PaymentMethodFields, SubTitle, type PaymentMethod } from '../components/PaymentMethodFields';
import { PAYMENT_ERROR_MESSAGES } from '../errors';
import { useSubscribeToPlan } from '../hooks/useSubscribeToPlan';
import { checkoutPath, paymentResultPath } from '../paths';

export const checkoutPageQuery = graphql`
  query CheckoutPageQuery($planId: ID!) @preloadable {
    node(id: $planId) {
      __typename
      ... on Plan {
        id
        name
        level
        monthlyPrice
        isArchived
        club {
          uri
          name
          iconUrl
          themeColor
          viewerIsOwner
          viewerSubscription {
            id
          }
        }
      }
    }
    viewer {
      id
      name
      phone
      email
    }
    paymentCards {
      id
      brand
      last4
    }
    depositTerms
  }
`;

/** The fields that show their own error; a refusal naming another (the nickname, say) shows above the button. */
const FIELDS = ['buyer.name', 'buyer.phone', 'buyer.email', 'cardId', 'agreement'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Summary = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& strong': { display: 'block', fontSize: '$lg', fontWeight: '$bold' },
  '& span': { color: '$textMuted', fontSize: '$sm' },
});
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .total': { color: '$text', fontSize: '$lg', fontWeight: '$bold' },
});

function vatOf(amount: number) {
  return amount - Math.round(amount / 1.1);
}

function Content({ queryRef }: { queryRef: PreloadedQuery<CheckoutPageQuery> }) {
  const data = usePreloadedQuery<CheckoutPageQuery>(checkoutPageQuery, queryRef);
  const intl = useIntl();
  const won = useFormatWon();
  const { testPayments } = useRuntimeConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { subscribeToPlan, isInFlight } = useSubscribeToPlan();
  const plan = data.node?.__typename === 'Plan' ? data.node : null;
  const cards = data.paymentCards;
  const [method, setMethod] = useState<PaymentMethod>(params.get('method') === 'VIRTUAL_ACCOUNT' ? 'VIRTUAL_ACCOUNT' : 'CARD');
  const [cardId, setCardId] = useState(() => cards.find((c) => c.id === params.get('card'))?.id ?? cards[0]?.id ?? '');
  const [months, setMonths] = useState(data.depositTerms[0] ?? 1);
  const [buyer, setBuyer] = useState(() => buyerOf(data.viewer));
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A deposit of the fan's for the club already waits (DEPOSIT_PENDING): the refusal links to its pending page.
  const [waitingPaymentId, setWaitingPaymentId] = useState<string | null>(null);

  if (!plan || plan.isArchived) {
    return (
      <EmptyState
        icon="bag"
        title={<FormattedMessage id="payments.checkout.unavailable.title" />}
        description={<FormattedMessage id="payments.checkout.unavailable.body" />}
        action={
          <ButtonLink to={plan ? `/club/${encodeURIComponent(plan.club.uri)}/subscription` : '/search'} size="small">
            <FormattedMessage id={plan ? 'payments.checkout.backToPlans' : 'commerce.action.explore'} />
          </ButtonLink>
        }
      />
    );
  }
  const club = plan.club;
  const blocked = club.viewerIsOwner ? 'OWNER_CANNOT_SUBSCRIBE' : club.viewerSubscription ? 'ALREADY_SUBSCRIBED' : null;
  const total = plan.monthlyPrice * (method === 'CARD' ? 1 : months);
  const here = checkoutPath(plan.id, { method });
  const message = (code: string) => intl.formatMessage({ id: errorMessageId(code, PAYMENT_ERROR_MESSAGES) }, { reason: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = buyerErrors(buyer, message);
    if (method === 'CARD' && !cardId) found.cardId = message('CARD_REQUIRED');
    if (!agreed) found.agreement = intl.formatMessage({ id: 'payments.checkout.agreeRequired' });
    setErrors(found);
    setFormError(null);
    setWaitingPaymentId(null);
    if (Object.keys(found).length) return;
    try {
      const response = await subscribeToPlan({
        input: {
          planId: plan.id,
          method,
          cardId: method === 'CARD' ? cardId : null,
          months: method === 'CARD' ? null : months,
          buyer: trimmedBuyer(buyer),
          agreeToOrderTerms: agreed,
        },
      });
      const result = response.subscribeToPlan;
      if (result.__typename === 'SubscribeToPlanSuccess' && result.payment) {
        navigate(paymentResultPath(result.payment.status === 'PAID' ? 'success' : 'pending', result.payment.id));
      } else if (result.__typename === 'PaymentFailedError' && result.payment) {
        navigate(paymentResultPath('fail', result.payment.id));
      } else if (result.__typename === 'DepositPendingError') {
        setFormError(message(result.code ?? ''));
        setWaitingPaymentId(result.payment?.id ?? null);
      } else if (result.__typename !== '%other') {
        const text = message(result.code ?? '');
        const field = 'field' in result ? FIELDS.find((f) => f === result.field) : undefined;
        if (field) setErrors({ [field]: text });
        else setFormError(text);
      }
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'payments.checkout.title' })}>
      <FormPanel>
        <PanelTitle>
          <FormattedMessage id="payments.checkout.summary" />
        </PanelTitle>
        <Summary>
          <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={48} shape="rounded" />
          <div>
            <strong>{plan.name}</strong>
            <span>{club.name}</span>
          </div>
        </Summary>
        <Muted>
          <FormattedMessage id="payments.checkout.perMonth" values={{ price: won(plan.monthlyPrice) }} />
        </Muted>
      </FormPanel>

      {testPayments && (
        <Alert tone="info" role="note">
          <Icon name="alert" size={18} />
          <FormattedMessage id="payments.checkout.testPayments" />
        </Alert>
      )}

      {blocked ? (
        <Alert tone="info" role="status">
          <Icon name="alert" size={18} />
          <div>
            <FormattedMessage id={errorMessageId(blocked, PAYMENT_ERROR_MESSAGES)} />
            <div>
              <ButtonLink to={blocked === 'ALREADY_SUBSCRIBED' ? '/mypage/pay/subscription' : `/club/${encodeURIComponent(club.uri)}`} size="small" variant="secondary">
                <FormattedMessage id={blocked === 'ALREADY_SUBSCRIBED' ? 'commerce.action.mySubscriptions' : 'payments.checkout.backToClub'} />
              </ButtonLink>
            </div>
          </div>
        </Alert>
      ) : (
        <>
          <BuyerFields buyer={buyer} onChange={setBuyer} errors={errors} />

          <FormPanel>
            <PanelTitle>
              <FormattedMessage id="payments.checkout.method" />
            </PanelTitle>
            <PaymentMethodFields
              method={method}
              onMethodChange={setMethod}
              hintId={(value) => `payments.method.${value}.hint`}
              cards={cards}
              cardId={cardId}
              onCardChange={setCardId}
              cardError={errors.cardId}
              returnTo={here}
              deposit={
                <>
                  <SubTitle>
                    <FormattedMessage id="payments.checkout.term" />
                  </SubTitle>
                  <Options role="radiogroup" aria-label={intl.formatMessage({ id: 'payments.checkout.term' })}>
                    {data.depositTerms.map((term) => (
                      <Check
                        key={term}
                        type="radio"
                        name="term"
                        checked={months === term}
                        onChange={() => setMonths(term)}
                        label={intl.formatMessage({ id: 'payments.checkout.termOption' }, { months: term, total: won(plan.monthlyPrice * term) })}
                      />
                    ))}
                  </Options>
                </>
              }
            />
          </FormPanel>

          <FormPanel>
            <Totals>
              <dt>
                <FormattedMessage id="payments.checkout.vat" />
              </dt>
              <dd>{won(vatOf(total))}</dd>
              <dt className="total">
                <FormattedMessage id="payments.checkout.total" />
              </dt>
              <dd className="total" data-testid="checkout-total">
                {won(total)}
              </dd>
            </Totals>
            <Check
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              label={intl.formatMessage({ id: 'payments.checkout.agree' })}
              aria-invalid={errors.agreement ? true : undefined}
            />
            {errors.agreement ? <Muted css={{ color: '$error' }} role="alert">{errors.agreement}</Muted> : null}
            {formError ? (
              <Alert role="alert">
                <Icon name="alert" size={18} />
                <div>
                  {formError}
                  {waitingPaymentId ? (
                    <div>
                      <ButtonLink to={paymentResultPath('pending', waitingPaymentId)} size="small" variant="secondary">
                        <FormattedMessage id="payments.checkout.showWaitingDeposit" />
                      </ButtonLink>
                    </div>
                  ) : null}
                </div>
              </Alert>
            ) : null}
            <Button type="submit" size="large" fullWidth loading={isInFlight}>
              <FormattedMessage id={method === 'CARD' ? 'payments.checkout.pay' : 'payments.checkout.requestAccount'} values={{ total: won(total) }} />
            </Button>
          </FormPanel>
        </>
      )}
    </Form>
  );
}

export function CheckoutPage() {
  const { queryRef } = (useLoaderData() as { queryRef: PreloadedQuery<CheckoutPageQuery> | null }) ?? { queryRef: null };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'payments.checkout.title' })} description={intl.formatMessage({ id: 'payments.checkout.lead' })} width="form">
      {queryRef ? (
        <QueryBoundary loading={<FormSkeleton rows={4} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Content queryRef={queryRef} />
        </QueryBoundary>
      ) : (
        <EmptyState
          icon="bag"
          title={<FormattedMessage id="commerce.checkout.empty.title" />}
          description={<FormattedMessage id="commerce.checkout.empty.body" />}
          action={
            <ButtonLink to="/search" size="small">
              <FormattedMessage id="commerce.action.explore" />
            </ButtonLink>
          }
        />
      )}
    </Screen>
  );
}
