// /mypage/pay/cards: registered cards, registering another through the gateway's card page, and deleting
// one (its renewing plans end at their next payment date, as the confirmation says).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { showToast } from '../../../app/toasts';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { MyPageCardsPageQuery } from '../../../__generated__/MyPageCardsPageQuery.graphql';
import { FormPanel, Muted } from '../../../components/FormBits';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useDeletePaymentCard } from '../hooks/useDeletePaymentCard';
import { registerCardPath } from '../paths';

export const myPageCardsPageQuery = graphql`
  query MyPageCardsPageQuery @preloadable {
    paymentCards {
      id
      brand
      last4
      createdAt
    }
  }
`;

const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '& > div': { flex: 1, minWidth: 160, display: 'flex', flexDirection: 'column', gap: 2 },
  '& strong': { fontWeight: '$bold', fontVariantNumeric: 'tabular-nums' },
});
const Confirm = styled('div', { width: '100%', display: 'flex', flexDirection: 'column', gap: '$3', '& > div': { display: 'flex', gap: '$2', justifyContent: 'flex-end' } });

function Content({ queryRef }: { queryRef: PreloadedQuery<MyPageCardsPageQuery> }) {
  const data = usePreloadedQuery<MyPageCardsPageQuery>(myPageCardsPageQuery, queryRef);
  const intl = useIntl();
  const { deletePaymentCard, isInFlight } = useDeletePaymentCard();
  const [confirming, setConfirming] = useState<string | null>(null);
  const fail = () => showToast({ kind: 'error', message: intl.formatMessage({ id: 'payments.cards.deleteFailed' }) });

  const remove = async (cardId: string) => {
    try {
      const result = (await deletePaymentCard(cardId)).deletePaymentCard;
      if (result.__typename !== 'DeletePaymentCardSuccess') return fail();
      setConfirming(null);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'payments.cards.deleted' }) });
    } catch {
      fail();
    }
  };

  return (
    <>
      {data.paymentCards.length === 0 ? (
        <EmptyState icon="card" title={<FormattedMessage id="mypage.cards.empty.title" />} description={<FormattedMessage id="mypage.cards.empty.body" />} />
      ) : (
        <List aria-label={intl.formatMessage({ id: 'mypage.cards.title' })}>
          {data.paymentCards.map((card) => (
            <Row key={card.id}>
              <Icon name="card" size={22} />
              <div>
                <strong>
                  <FormattedMessage id="payments.card.label" values={{ brand: card.brand, last4: card.last4 }} />
                </strong>
                <Muted>
                  <FormattedMessage id="payments.cards.registeredOn" values={{ date: intl.formatDate(card.createdAt, { dateStyle: 'medium' }) }} />
                </Muted>
              </div>
              {confirming === card.id ? (
                <Confirm role="alertdialog" aria-label={intl.formatMessage({ id: 'payments.cards.confirmTitle' })}>
                  <Muted>
                    <FormattedMessage id="payments.cards.confirmBody" />
                  </Muted>
                  <div>
                    <Button size="small" variant="ghost" onClick={() => setConfirming(null)}>
                      <FormattedMessage id="payments.cards.keep" />
                    </Button>
                    <Button size="small" variant="danger" loading={isInFlight} onClick={() => void remove(card.id)}>
                      <FormattedMessage id="payments.cards.delete" />
                    </Button>
                  </div>
                </Confirm>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => setConfirming(card.id)}
                  aria-label={intl.formatMessage({ id: 'payments.cards.deleteLabel' }, { brand: card.brand, last4: card.last4 })}
                >
                  <FormattedMessage id="payments.cards.delete" />
                </Button>
              )}
            </Row>
          ))}
        </List>
      )}
      <ButtonLink to={registerCardPath('/mypage/pay/cards')} icon={<Icon name="plus" size={18} />} fullWidth variant="secondary">
        <FormattedMessage id="payments.checkout.addCard" />
      </ButtonLink>
    </>
  );
}

export function MyPageCardsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageCardsPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.cards.title' })} width="form">
      <FormPanel>
        <QueryBoundary loading={<FormSkeleton rows={2} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
          <Content queryRef={queryRef} />
        </QueryBoundary>
      </FormPanel>
    </Screen>
  );
}
