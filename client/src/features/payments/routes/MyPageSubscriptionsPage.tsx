// /mypage/pay/subscription: every subscription of the viewer, newest first, with its state and actions.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { MyPageSubscriptionsPageQuery } from '../../../__generated__/MyPageSubscriptionsPageQuery.graphql';
import { FormSkeleton } from '../../mypage/pages/shared';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { SubscriptionRow } from '../components/SubscriptionRow';

export const myPageSubscriptionsPageQuery = graphql`
  query MyPageSubscriptionsPageQuery @preloadable {
    mySubscriptions {
      id
      ...SubscriptionRow_subscription
    }
    paymentCards {
      id
      brand
      last4
    }
    depositTerms
  }
`;

const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$3' });

function Content({ queryRef }: { queryRef: PreloadedQuery<MyPageSubscriptionsPageQuery> }) {
  const data = usePreloadedQuery<MyPageSubscriptionsPageQuery>(myPageSubscriptionsPageQuery, queryRef);
  if (data.mySubscriptions.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title={<FormattedMessage id="mypage.subscription.empty.title" />}
        description={<FormattedMessage id="mypage.subscription.empty.body" />}
        action={
          <ButtonLink to="/search" size="small">
            <FormattedMessage id="commerce.action.explore" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <List>
      {data.mySubscriptions.map((subscription) => (
        <SubscriptionRow key={subscription.id} subscription={subscription} cards={data.paymentCards} depositTerms={data.depositTerms} />
      ))}
    </List>
  );
}

export function MyPageSubscriptionsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageSubscriptionsPageQuery> };
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.subscription.title' })} description={intl.formatMessage({ id: 'payments.subscriptions.lead' })} width="wide">
      <QueryBoundary loading={<FormSkeleton rows={2} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
