import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PAGE_SIZE } from '../../app/constants';
import type { HomeFeed_query$key } from '../../__generated__/HomeFeed_query.graphql';
import type { HomeFeedPaginationQuery } from '../../__generated__/HomeFeedPaginationQuery.graphql';
import { PostCard } from '../posts/components/PostCard';

export function HomeFeed({ query }: { query: HomeFeed_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<HomeFeedPaginationQuery, HomeFeed_query$key>(
    graphql`
      fragment HomeFeed_query on Query
      @refetchable(queryName: "HomeFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        feed(first: $count, after: $cursor) @connection(key: "HomeFeed_feed") {
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
  const [, startTransition] = useTransition();
  const posts = data.feed.edges.map((edge) => edge.node);
  if (posts.length === 0) {
    return (
      <EmptyState
        icon="document"
        title={<FormattedMessage id="home.feed.empty.title" />}
        description={<FormattedMessage id="home.feed.empty.body" />}
        action={
          <ButtonLink to="/search" size="small">
            <FormattedMessage id="home.feed.empty.cta" />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {hasNext ? (
        <Button
          variant="secondary"
          fullWidth
          loading={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE_SIZE.feed);
            })
          }
        >
          <FormattedMessage id="home.feed.loadMore" />
        </Button>
      ) : (
        <EndNote />
      )}
    </>
  );
}

function EndNote() {
  return (
    <p style={{ textAlign: 'center', color: '#6f6f7d', fontSize: 13, padding: '12px 0' }}>
      <FormattedMessage id="home.feed.end" />
    </p>
  );
}
