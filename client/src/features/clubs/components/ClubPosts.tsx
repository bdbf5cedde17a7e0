import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import type { IconName } from '../../../components/Icon';
import { Icon } from '../../../components/Icon';
import { Stack } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import { PAGE_SIZE } from '../../../app/constants';
import { showToast } from '../../../app/toasts';
import type { ClubPosts_club$key } from '../../../__generated__/ClubPosts_club.graphql';
import type { ClubPostsPaginationQuery } from '../../../__generated__/ClubPostsPaginationQuery.graphql';
import { PostCard } from '../../posts/components/PostCard';
import { errorMessageId, resultError } from '../../account/errors';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useShowPost } from '../hooks/useShowPost';

export type PostFilter = 'ALL' | 'OWNER' | 'FAN' | 'NOTICE' | 'HIDDEN';

const EMPTY: Record<PostFilter, { icon: IconName; title: string; body: string }> = {
  ALL: { icon: 'document', title: 'club.posts.empty.title', body: 'club.posts.empty.body' },
  OWNER: { icon: 'crown', title: 'club.posts.emptyOwner.title', body: 'club.posts.emptyOwner.body' },
  FAN: { icon: 'users', title: 'club.posts.emptyFan.title', body: 'club.posts.emptyFan.body' },
  NOTICE: { icon: 'pin', title: 'club.notice.empty.title', body: 'club.notice.empty.body' },
  HIDDEN: { icon: 'eyeOff', title: 'club.hidden.empty.title', body: 'club.hidden.empty.body' },
};

const HiddenItem = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& > div:last-child': { display: 'flex', justifyContent: 'flex-end' },
});

function ShowButton({ postId, connectionId }: { postId: string; connectionId: string }) {
  const intl = useIntl();
  const { showPost, isInFlight } = useShowPost();
  async function show() {
    try {
      const { showPost: result } = await showPost({ input: { postId }, connections: [connectionId] });
      const error = resultError(result);
      if (error) return void showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, CLUB_ERROR_MESSAGES) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.postShown' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }
  return (
    <Button size="small" variant="secondary" loading={isInFlight} onClick={show} icon={<Icon name="check" size={16} />}>
      <FormattedMessage id="club.hidden.show" />
    </Button>
  );
}

/** A club's posts under one filter, paginated; the hidden list has a Show button per post. */
export function ClubPosts({
  club,
  filter,
  emptyValues,
  writePath,
}: {
  club: ClubPosts_club$key;
  filter: PostFilter;
  emptyValues?: Record<string, string>;
  /** Offers "write the first post" in the empty state (viewers who can post). */
  writePath?: string | null;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClubPostsPaginationQuery, ClubPosts_club$key>(
    graphql`
      fragment ClubPosts_club on Club
      @refetchable(queryName: "ClubPostsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "ClubPostFilter", defaultValue: ALL }
      ) {
        posts(first: $count, after: $cursor, filter: $filter) @connection(key: "ClubPosts_posts") {
          __id
          totalCount
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    club,
  );
  const [, startTransition] = useTransition();
  const posts = data.posts.edges.map((edge) => edge.node);
  if (posts.length === 0) {
    const empty = EMPTY[filter];
    return (
      <EmptyState
        icon={empty.icon}
        title={<FormattedMessage id={empty.title} values={emptyValues} />}
        description={<FormattedMessage id={empty.body} values={emptyValues} />}
        action={
          writePath && filter !== 'HIDDEN' ? (
            <ButtonLink to={writePath} size="small" icon={<Icon name="edit" size={16} />}>
              <FormattedMessage id="club.posts.writeFirst" />
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack gap={3}>
      {posts.map((post) =>
        filter === 'HIDDEN' ? (
          <HiddenItem key={post.id}>
            <PostCard post={post} showClub={false} />
            <div>
              <ShowButton postId={post.id} connectionId={data.posts.__id} />
            </div>
          </HiddenItem>
        ) : (
          <PostCard key={post.id} post={post} showClub={false} />
        ),
      )}
      {hasNext ? (
        <Button
          variant="secondary"
          fullWidth
          loading={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE_SIZE.clubPosts);
            })
          }
        >
          <FormattedMessage id="club.posts.loadMore" />
        </Button>
      ) : null}
    </Stack>
  );
}
