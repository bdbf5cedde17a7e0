import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { usePageTitle } from '../../../app/page-title';
import type { ClubSubscriptionPageQuery } from '../../../__generated__/ClubSubscriptionPageQuery.graphql';
import type { ClubSubscriptionPage_subscription$key } from '../../../__generated__/ClubSubscriptionPage_subscription.graphql';
import { ClubFrame } from '../components/ClubFrame';
import { Alert, Muted } from '../../../components/FormBits';
import { PlanCard, PlanGrid } from '../components/PlanCard';
import { PlanChangeAction } from '../../payments/components/PlanChangeAction';
import { checkoutPath } from '../../payments/paths';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubSubscriptionPageQuery = graphql`
  query ClubSubscriptionPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        viewerIsOwner
        viewerCanEdit
        viewerSubscription {
          ...ClubSubscriptionPage_subscription
          ...PlanChangeAction_subscription
        }
        plans {
          id
          name
          level
          monthlyPrice
          benefits
        }
        ...ClubFrame_club
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

// What the page itself shows of the viewer's subscription; the plan-change mutation re-reads it too.
const subscriptionFragment = graphql`
  fragment ClubSubscriptionPage_subscription on PlanSubscription {
    status
    method
    currentPeriodEnd
    plan {
      id
    }
    pendingPlan {
      name
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubSubscriptionPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubSubscriptionPageQuery>(clubSubscriptionPageQuery, queryRef);
  const club = result.found;
  const subscriptionKey = club?.viewerSubscription ?? null;
  const subscription = useFragment<ClubSubscriptionPage_subscription$key>(subscriptionFragment, subscriptionKey);
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'club.subscription.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const periodEnd = subscription ? intl.formatDate(subscription.currentPeriodEnd, { dateStyle: 'medium' }) : '';
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'club.subscription.lead' }, { club: club.name })} tabs>
      {club.viewerIsOwner ? (
        <Alert tone="info">
          <Icon name="crown" size={18} />
          <div>
            <FormattedMessage id="club.subscription.ownerNote" />
            {club.viewerCanEdit ? (
              <div>
                <ButtonLink to={`${clubPath(club.uri)}/setting/edit#plans`} size="small" variant="secondary">
                  <FormattedMessage id="club.subscription.managePlans" />
                </ButtonLink>
              </div>
            ) : null}
          </div>
        </Alert>
      ) : null}
      {club.plans.length === 0 ? (
        <EmptyState
          icon="heart"
          title={<FormattedMessage id="club.subscription.empty.title" />}
          description={<FormattedMessage id="club.subscription.empty.body" values={{ club: club.name }} />}
        />
      ) : (
        <PlanGrid>
          {club.plans.map((plan) => {
            const current = subscription?.plan.id === plan.id;
            return (
              <PlanCard key={plan.id} name={plan.name} level={plan.level} monthlyPrice={plan.monthlyPrice} benefits={plan.benefits} current={current}>
                {current ? (
                  <Alert tone="info">
                    <Icon name="check" size={18} />
                    <div>
                      <FormattedMessage id={currentPlanMessage(subscription)} values={{ date: periodEnd, plan: subscription?.pendingPlan?.name ?? '' }} />
                    </div>
                  </Alert>
                ) : subscriptionKey ? (
                  <PlanChangeAction subscription={subscriptionKey} plan={plan} />
                ) : club.viewerIsOwner ? null : (
                  <ButtonLink to={checkoutPath(plan.id)} fullWidth>
                    <FormattedMessage id="club.subscription.subscribe" />
                  </ButtonLink>
                )}
              </PlanCard>
            );
          })}
        </PlanGrid>
      )}
      {club.plans.length > 1 && subscription && subscription.status === 'CANCELED' ? (
        <Muted css={{ textAlign: 'center' }}>
          <FormattedMessage id="club.subscription.changeAfterResubscribe" />
        </Muted>
      ) : null}
      {club.plans.length > 1 && subscription && subscription.method === 'VIRTUAL_ACCOUNT' ? (
        <Muted css={{ textAlign: 'center' }}>
          <FormattedMessage id="club.subscription.changeDepositTerm" values={{ date: periodEnd }} />
        </Muted>
      ) : null}
      {club.plans.length && !club.viewerIsOwner ? (
        <Muted css={{ textAlign: 'center' }}>
          <FormattedMessage id="club.subscription.vatNote" />
        </Muted>
      ) : null}
    </ClubFrame>
  );
}

/** What the current plan's card says: renewing (perhaps into a scheduled plan), cancelled, or a prepaid term. */
function currentPlanMessage(subscription: { status: string; method: string; pendingPlan: { name: string } | null | undefined } | null | undefined) {
  if (subscription?.status === 'CANCELED') return 'club.subscription.currentCanceled';
  if (subscription?.method === 'VIRTUAL_ACCOUNT') return 'club.subscription.currentTerm';
  return subscription?.pendingPlan ? 'club.subscription.currentUntil' : 'club.subscription.current';
}

export function ClubSubscriptionPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubSubscriptionPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
