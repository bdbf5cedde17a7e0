import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PAGE_SIZE } from '../../../app/constants';
import type { ClubPosts_club$key } from '../../../__generated__/ClubPosts_club.graphql';
import type { ClubPostsPaginationQuery } from '../../../__generated__/ClubPostsPaginationQuery.graphql';
import { PostCard } from '../../posts/components/PostCard';

export function ClubPosts({ club }: { club: ClubPosts_club$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ClubPostsPaginationQuery, ClubPosts_club$key>(
    graphql`
      fragment ClubPosts_club on Club
      @refetchable(queryName: "ClubPostsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        posts(first: $count, after: $cursor) @connection(key: "ClubPosts_posts") {
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
    return (
      <EmptyState
        icon="document"
        title={<FormattedMessage id="club.posts.empty.title" />}
        description={<FormattedMessage id="club.posts.empty.body" />}
      />
    );
  }
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} showClub={false} />
      ))}
      {hasNext ? (
        <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => startTransition(() => {
          loadNext(PAGE_SIZE.clubPosts);
        })}>
          <FormattedMessage id="club.posts.loadMore" />
        </Button>
      ) : null}
    </>
  );
}
