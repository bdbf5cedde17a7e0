import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { PAGE_SIZE } from '../../app/constants';
import type { PublicFeed_query$key } from '../../__generated__/PublicFeed_query.graphql';
import type { PublicFeedPaginationQuery } from '../../__generated__/PublicFeedPaginationQuery.graphql';
import { FeedList } from './FeedList';

/** What guests see: recent public posts across clubs. */
export function PublicFeed({ query, empty }: { query: PublicFeed_query$key; empty: ReactNode }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PublicFeedPaginationQuery, PublicFeed_query$key>(
    graphql`
      fragment PublicFeed_query on Query
      @refetchable(queryName: "PublicFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        feed(first: $count, after: $cursor) @connection(key: "PublicFeed_feed") {
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.feed.edges.map((edge) => edge.node);
  if (posts.length === 0) return <>{empty}</>;
  return <FeedList posts={posts} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE.feed)} />;
}
