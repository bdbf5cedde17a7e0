import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { showToast } from '../../app/toasts';
import { styled } from '../../theme/stitches.config';
import type { ClubNotificationSettingsPageQuery } from '../../__generated__/ClubNotificationSettingsPageQuery.graphql';
import type { ClubNotificationSettingsList_user$key } from '../../__generated__/ClubNotificationSettingsList_user.graphql';
import type { ClubNotificationSettingsListPaginationQuery } from '../../__generated__/ClubNotificationSettingsListPaginationQuery.graphql';
import type { ClubNotificationSettingsRow_membership$key } from '../../__generated__/ClubNotificationSettingsRow_membership.graphql';
import { Switch } from '../../components/Checkbox';
import { errorMessageId, resultError } from '../account/errors';
import { safeColor } from '../shared/format';
import { Back } from '../mypage/pages/shared';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useUpdateClubNotificationSettings } from './hooks/useUpdateClubNotificationSettings';

export const clubNotificationSettingsPageQuery = graphql`
  query ClubNotificationSettingsPageQuery($count: Int!) @preloadable {
    viewer {
      id
      ...ClubNotificationSettingsList_user @arguments(count: $count)
    }
  }
`;

export const CLUB_NOTI_PAGE_SIZE = 50;

const List = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
const Row = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '16px',
  '& + &': { borderTop: '1px solid $border' },
  '@sm': { flexDirection: 'row', alignItems: 'center', gap: '$5' },
});
const ClubLink = styled(Link, { display: 'flex', alignItems: 'center', gap: '$3', minWidth: 0, flex: 1, '& strong': { truncate: 1, fontWeight: '$semibold' } });
const Toggles = styled('div', { display: 'flex', gap: '$5', '@mobile': { justifyContent: 'space-between' } });
const Toggle = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$sm', color: '$textMuted' });

function MembershipRow({ membership: key }: { membership: ClubNotificationSettingsRow_membership$key }) {
  const intl = useIntl();
  const membership = useFragment(
    graphql`
      fragment ClubNotificationSettingsRow_membership on ClubMembership {
        id
        notifyPosts
        notifyNotices
        club {
          id
          uri
          name
          iconUrl
          themeColor
        }
      }
    `,
    key,
  );
  const { updateClubNotificationSettings, isInFlight } = useUpdateClubNotificationSettings();
  const club = membership.club;
  const current = { notifyPosts: membership.notifyPosts ?? true, notifyNotices: membership.notifyNotices ?? true };

  async function toggle(change: Partial<typeof current>) {
    try {
      const { updateClubNotificationSettings: result } = await updateClubNotificationSettings({ input: { clubId: club.id, ...current, ...change } });
      const failure = resultError(result);
      if (failure) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(failure.code) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'notifications.clubNoti.saved' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <Row data-testid="club-noti-row">
      <ClubLink to={`/club/${encodeURIComponent(club.uri)}`}>
        <Avatar name={club.name} src={club.iconUrl} color={safeColor(club.themeColor)} size={40} shape="rounded" />
        <strong>{club.name}</strong>
      </ClubLink>
      <Toggles>
        <Toggle>
          <span aria-hidden>
            <FormattedMessage id="notifications.clubNoti.posts" />
          </span>
          <Switch
            checked={current.notifyPosts}
            disabled={isInFlight}
            label={intl.formatMessage({ id: 'notifications.clubNoti.postsLabel' }, { club: club.name })}
            onChange={(value) => void toggle({ notifyPosts: value })}
          />
        </Toggle>
        <Toggle>
          <span aria-hidden>
            <FormattedMessage id="notifications.clubNoti.notices" />
          </span>
          <Switch
            checked={current.notifyNotices}
            disabled={isInFlight}
            label={intl.formatMessage({ id: 'notifications.clubNoti.noticesLabel' }, { club: club.name })}
            onChange={(value) => void toggle({ notifyNotices: value })}
          />
        </Toggle>
      </Toggles>
    </Row>
  );
}

function Memberships({ user }: { user: ClubNotificationSettingsList_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClubNotificationSettingsListPaginationQuery, ClubNotificationSettingsList_user$key>(
    graphql`
      fragment ClubNotificationSettingsList_user on User
      @refetchable(queryName: "ClubNotificationSettingsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        clubMemberships(first: $count, after: $cursor) @connection(key: "ClubNotificationSettingsList_clubMemberships") {
          edges {
            node {
              id
              ...ClubNotificationSettingsRow_membership
            }
          }
        }
      }
    `,
    user,
  );
  const [, startTransition] = useTransition();
  const memberships = data.clubMemberships.edges.map((edge) => edge.node);
  if (memberships.length === 0) {
    return (
      <EmptyState
        icon="bell"
        title={<FormattedMessage id="notifications.clubNoti.empty.title" />}
        description={<FormattedMessage id="notifications.clubNoti.empty.body" />}
        action={
          <ButtonLink to="/search" size="small">
            <FormattedMessage id="notifications.clubNoti.explore" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <List>
        {memberships.map((membership) => (
          <MembershipRow key={membership.id} membership={membership} />
        ))}
      </List>
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} style={{ marginTop: 16 }} onClick={() => startTransition(() => {
              loadNext(CLUB_NOTI_PAGE_SIZE);
            })}>
          <FormattedMessage id="notifications.more" />
        </Button>
      ) : null}
    </>
  );
}

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubNotificationSettingsPageQuery> }) {
  const { viewer } = usePreloadedQuery<ClubNotificationSettingsPageQuery>(clubNotificationSettingsPageQuery, queryRef);
  return viewer ? <Memberships user={viewer} /> : null;
}

/** /mypage/club-noti: per-club switches for new owner posts and notices. */
export function ClubNotificationSettingsPage() {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubNotificationSettingsPageQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'notifications.clubNoti.title' })} description={intl.formatMessage({ id: 'notifications.clubNoti.lead' })} width="narrow" actions={<Back />}>
      <QueryBoundary loading={<Skeleton css={{ height: 240, borderRadius: '$lg' }} />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <Content queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}

export default ClubNotificationSettingsPage;
