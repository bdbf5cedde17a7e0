import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { usePageTitle } from '../../../app/page-title';
import type { ClubSubscriptionPageQuery } from '../../../__generated__/ClubSubscriptionPageQuery.graphql';
import { ClubFrame } from '../components/ClubFrame';
import { Alert, Muted } from '../components/FormBits';
import { PlanCard, PlanGrid } from '../components/PlanCard';
import { checkoutPath } from '../../payments/paths';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubSubscriptionPageQuery = graphql`
  query ClubSubscriptionPageQuery($clubUri: String!) {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        viewerIsOwner
        viewerCanEdit
        viewerSubscription {
          id
          status
          currentPeriodEnd
          plan {
            id
          }
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

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubSubscriptionPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubSubscriptionPageQuery>(clubSubscriptionPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'club.subscription.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const subscription = club.viewerSubscription;
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
                      <FormattedMessage
                        id={subscription?.status === 'CANCELED' ? 'club.subscription.currentCanceled' : 'club.subscription.current'}
                        values={{ date: intl.formatDate(subscription?.currentPeriodEnd, { dateStyle: 'medium' }) }}
                      />
                    </div>
                  </Alert>
                ) : club.viewerIsOwner || subscription ? null : (
                  <ButtonLink to={checkoutPath(plan.id)} fullWidth>
                    <FormattedMessage id="club.subscription.subscribe" />
                  </ButtonLink>
                )}
              </PlanCard>
            );
          })}
        </PlanGrid>
      )}
      {club.plans.length && !club.viewerIsOwner ? (
        <Muted css={{ textAlign: 'center' }}>
          <FormattedMessage id="club.subscription.vatNote" />
        </Muted>
      ) : null}
    </ClubFrame>
  );
}

export function ClubSubscriptionPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubSubscriptionPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
