// /club/{uri}/withdraw: leaving the club (DESIGN 5.10) — what the member loses, a confirmation, and the
// refusal while a subscription renews (it must be cancelled first).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { usePageTitle } from '../../../app/page-title';
import { showToast } from '../../../app/toasts';
import type { ClubWithdrawPageQuery } from '../../../__generated__/ClubWithdrawPageQuery.graphql';
import { resultError } from '../../account/errors';
import { ClubFrame } from '../components/ClubFrame';
import { Alert, Check, FormPanel, Muted, PanelTitle } from '../../../components/FormBits';
import { clubPath } from '../components/paths';
import { useLeaveClub } from '../hooks/useLeaveClub';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubWithdrawPageQuery = graphql`
  query ClubWithdrawPageQuery($clubUri: String!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerIsOwner
        viewerMembership {
          id
          nickname
          joinedAt
        }
        viewerSubscription {
          id
          renews
          currentPeriodEnd
          plan {
            name
          }
        }
        ...ClubFrame_club
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const Losses = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& li': { display: 'flex', gap: '$3', alignItems: 'flex-start', fontSize: '$md', lineHeight: '$normal' },
  '& svg': { flexShrink: 0, color: '$error', marginTop: 2 },
});

const LOSSES = ['club.withdraw.loss.profile', 'club.withdraw.loss.posts', 'club.withdraw.loss.comments', 'club.withdraw.loss.notifications'] as const;

function BlockedBySubscription({ planName, until }: { planName: string | null; until: string | null }) {
  const intl = useIntl();
  return (
    <Alert role="alert" tone="warning">
      <Icon name="alert" size={18} />
      <div>
        <strong>
          <FormattedMessage id="club.error.LEAVE_BLOCKED_BY_SUBSCRIPTION" />
        </strong>
        {planName ? (
          <span>
            <FormattedMessage
              id="club.withdraw.blockedDetail"
              values={{ plan: planName, date: until ? intl.formatDate(until, { dateStyle: 'medium' }) : '' }}
            />
          </span>
        ) : null}
        <Link to="/mypage/pay/subscription">
          <FormattedMessage id="club.withdraw.manageSubscription" />
        </Link>
      </div>
    </Alert>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubWithdrawPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubWithdrawPageQuery>(clubWithdrawPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const navigate = useNavigate();
  const { leaveClub, isInFlight } = useLeaveClub();
  const [understood, setUnderstood] = useState(false);
  const [blocked, setBlocked] = useState<{ planName: string | null; until: string | null } | null>(null);
  const title = intl.formatMessage({ id: 'club.withdraw.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const base = clubPath(club.uri);

  if (club.viewerIsOwner || !club.viewerMembership) {
    return (
      <ClubFrame club={club} title={title}>
        <EmptyState
          icon={club.viewerIsOwner ? 'crown' : 'users'}
          title={<FormattedMessage id={club.viewerIsOwner ? 'club.withdraw.owner.title' : 'club.withdraw.notMember.title'} />}
          description={<FormattedMessage id={club.viewerIsOwner ? 'club.withdraw.owner.body' : 'club.withdraw.notMember.body'} values={{ club: club.name }} />}
          action={
            <ButtonLink to={base} variant="secondary" size="small">
              <FormattedMessage id="club.action.backToClub" />
            </ButtonLink>
          }
        />
      </ClubFrame>
    );
  }

  const renewing = club.viewerSubscription?.renews ? club.viewerSubscription : null;
  const shownBlock = blocked ?? (renewing ? { planName: renewing.plan.name, until: renewing.currentPeriodEnd } : null);
  const clubId = club.id;
  const clubName = club.name;

  async function leave() {
    try {
      const { leaveClub: outcome } = await leaveClub({ input: { clubId } });
      if (outcome.__typename === 'LeaveBlockedBySubscriptionError') {
        setBlocked({ planName: outcome.subscription?.plan.name ?? null, until: outcome.subscription?.currentPeriodEnd ?? null });
        return;
      }
      const error = resultError(outcome);
      if (error) {
        showToast({ kind: 'error', message: intl.formatMessage({ id: 'club.error.leaveFailed' }) });
        return;
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.left' }, { club: clubName }) });
      navigate(base, { replace: true });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'club.error.leaveFailed' }) });
    }
  }

  return (
    <ClubFrame club={club} title={<FormattedMessage id="club.withdraw.heading" values={{ club: club.name }} />}>
      {shownBlock ? <BlockedBySubscription planName={shownBlock.planName} until={shownBlock.until} /> : null}
      <FormPanel>
        <PanelTitle>
          <FormattedMessage id="club.withdraw.lossTitle" />
        </PanelTitle>
        <Losses>
          {LOSSES.map((id) => (
            <li key={id}>
              <Icon name="close" size={18} />
              <span>
                <FormattedMessage id={id} values={{ nickname: club.viewerMembership?.nickname ?? '', club: club.name }} />
              </span>
            </li>
          ))}
        </Losses>
        <Muted>
          <FormattedMessage id="club.withdraw.rejoin" />
        </Muted>
        <Check checked={understood} onChange={(event) => setUnderstood(event.target.checked)} label={<FormattedMessage id="club.withdraw.understand" />} />
        <Button variant="danger" fullWidth disabled={!understood || Boolean(shownBlock)} loading={isInFlight} onClick={leave} icon={<Icon name="logout" size={18} />}>
          <FormattedMessage id="club.withdraw.submit" />
        </Button>
        <ButtonLink to={base} variant="ghost" fullWidth>
          <FormattedMessage id="club.withdraw.stay" />
        </ButtonLink>
      </FormPanel>
    </ClubFrame>
  );
}

export function ClubWithdrawPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubWithdrawPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
