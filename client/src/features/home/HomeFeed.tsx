import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { PAGE_SIZE } from '../../app/constants';
import type { HomeFeed_query$key } from '../../__generated__/HomeFeed_query.graphql';
import type { HomeFeedPaginationQuery } from '../../__generated__/HomeFeedPaginationQuery.graphql';
import { FeedList } from './FeedList';

/**
 * Posts from the clubs the viewer joined or owns, newest first; a guest's are the public posts of all
 * clubs. `layout` places the feed, or null when it is empty (a new user: the page shows suggested clubs).
 */
export function HomeFeed({ query, layout }: { query: HomeFeed_query$key; layout: (feed: ReactNode | null) => ReactNode }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<HomeFeedPaginationQuery, HomeFeed_query$key>(
    graphql`
      fragment HomeFeed_query on Query
      @refetchable(queryName: "HomeFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        homeFeed(first: $count, after: $cursor) @connection(key: "HomeFeed_homeFeed") {
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
  const posts = data.homeFeed.edges.map((edge) => edge.node);
  return layout(posts.length === 0 ? null : <FeedList posts={posts} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(PAGE_SIZE.feed)} />);
}
