// The club owner's ban list (/club/:clubUri/setting/bans): banned users, newest first, each with "Lift ban".
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ClubBansList_club$key } from '../../__generated__/ClubBansList_club.graphql';
import type { ClubBansPageQuery } from '../../__generated__/ClubBansPageQuery.graphql';
import type { ClubBansPaginationQuery } from '../../__generated__/ClubBansPaginationQuery.graphql';
import { usePageTitle } from '../../app/page-title';
import { showToast } from '../../app/toasts';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Stack } from '../../components/Page';
import { errorMessageId, resultError } from '../account/errors';
import { ClubFrame } from '../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../clubs/routes/shared';
import { BLOCK_ERROR_MESSAGES } from './errors';
import { useLiftClubBan } from './hooks/useLiftClubBan';
import { PersonList, PersonRow, PersonWho } from './components/PersonList';

export const BANS_PAGE_SIZE = 20;

export const clubBansPageQuery = graphql`
  query ClubBansPageQuery($clubUri: String!, $count: Int!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        ...ClubBansList_club @arguments(count: $count)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function ClubBansList({ club: clubKey }: { club: ClubBansList_club$key }) {
  const intl = useIntl();
  const [, startTransition] = useTransition();
  const { liftClubBan, isInFlight } = useLiftClubBan();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClubBansPaginationQuery, ClubBansList_club$key>(
    graphql`
      fragment ClubBansList_club on Club
      @refetchable(queryName: "ClubBansPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        bans(first: $count, after: $cursor) @connection(key: "ClubBansList_bans") {
          __id
          edges {
            node {
              id
              reason
              bannedAt
              user {
                id
                nickname
                avatarUrl
              }
            }
          }
        }
      }
    `,
    clubKey,
  );
  const bans = data.bans.edges.map((edge) => edge.node);

  async function lift(userId: string, name: string) {
    try {
      const { liftClubBan: result } = await liftClubBan({ input: { clubId: data.id, userId }, connections: [data.bans.__id] });
      const failure = resultError(result);
      if (failure) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code, BLOCK_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'blocklist.bans.lifted' }, { name }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  if (!bans.length) {
    return <EmptyState icon="users" title={<FormattedMessage id="blocklist.bans.empty.title" />} description={<FormattedMessage id="blocklist.bans.empty.body" />} />;
  }
  return (
    <Stack>
      <PersonList aria-label={intl.formatMessage({ id: 'blocks.bans.title' })}>
        {bans.map((ban) => (
          <PersonRow key={ban.id} data-testid="banned-user">
            <Avatar name={ban.user.nickname} src={ban.user.avatarUrl} size={40} />
            <PersonWho>
              <strong>{ban.user.nickname}</strong>
              <span>
                <FormattedMessage id="blocklist.bans.since" values={{ date: intl.formatDate(ban.bannedAt, { year: 'numeric', month: 'short', day: 'numeric' }) }} />
                {ban.reason ? ` · ${ban.reason}` : ''}
              </span>
            </PersonWho>
            <Button size="small" variant="secondary" disabled={isInFlight} onClick={() => void lift(ban.user.id, ban.user.nickname)}>
              <FormattedMessage id="blocklist.bans.lift" />
            </Button>
          </PersonRow>
        ))}
      </PersonList>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(BANS_PAGE_SIZE))}>
          <FormattedMessage id="blocklist.loadMore" />
        </Button>
      ) : null}
    </Stack>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubBansPageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubBansPageQuery>(clubBansPageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'blocks.bans.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  // Only the owner and administrators manage bans; anyone else finds nothing here.
  if (!club || !club.viewerCanEdit) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'blocklist.bans.lead' })}>
      <ClubBansList club={club} />
    </ClubFrame>
  );
}

export function ClubBansPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubBansPageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
