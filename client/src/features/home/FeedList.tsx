import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { styled } from '../../theme/stitches.config';
import type { PostCard_post$key } from '../../__generated__/PostCard_post.graphql';
import { PostCard } from '../posts/components/PostCard';

const End = styled('p', { textAlign: 'center', color: '$textSubtle', fontSize: '$sm', py: '$3' });

export interface FeedListProps {
  posts: readonly ({ readonly id: string } & PostCard_post$key)[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/** Post cards with infinite scroll (a sentinel near the end) and a "load more" button as the fallback. */
export function FeedList({ posts, hasNext, isLoadingNext, loadNext }: FeedListProps) {
  const [, startTransition] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(() => {});
  more.current = () => {
    if (hasNext && !isLoadingNext) startTransition(loadNext);
  };
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && more.current(), { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNext]);
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {hasNext ? (
        <>
          <div ref={sentinel} aria-hidden />
          <Button variant="secondary" fullWidth loading={isLoadingNext} onClick={() => more.current()}>
            <FormattedMessage id="home.feed.loadMore" />
          </Button>
        </>
      ) : (
        <End>
          <FormattedMessage id="home.feed.end" />
        </End>
      )}
    </>
  );
}
