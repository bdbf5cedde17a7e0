import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Screen, SectionTitle } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import type { HomeClubs_query$key } from '../../__generated__/HomeClubs_query.graphql';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { HomeClubs } from './HomeClubs';
import { HomeFeed } from './HomeFeed';

// One query for both audiences: the feed is the viewer's clubs', or for a guest the public one (homeFeed).
export const homePageQuery = graphql`
  query HomePageQuery($count: Int!, $clubCount: Int!) @preloadable {
    viewer {
      id
    }
    ...HomeFeed_query @arguments(count: $count)
    ...HomeClubs_query @arguments(count: $clubCount)
  }
`;

export type HomeLoaderData = { queryRef: PreloadedQuery<HomePageQuery> };

// Suggested clubs come first in the page, as phones show them (above the feed); wider screens place them
// in the right column. A page painted while its HTML is still arriving then shows them in place, instead
// of pushing the feed down when they arrive.
const Columns = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  '@md': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', alignItems: 'start', gap: '$7' },
});
const Aside = styled('aside', {
  '&:empty': { display: 'none' },
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@md': { gridColumn: 2, gridRow: 1, position: 'sticky', top: 'calc($sizes$header + 24px)' },
});
const Feed = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0, '@md': { gridColumn: 1, gridRow: 1 } });
const Welcome = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Invite = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  marginBottom: '$6',
  borderRadius: '$lg',
  border: '1px solid rgba(139, 92, 246, 0.35)',
  background: 'radial-gradient(120% 140% at 0% 0%, rgba(139, 92, 246, 0.28) 0%, rgba(20, 20, 24, 0.95) 60%)',
  '& h2': { fontSize: '$xl', fontWeight: '$black' },
  '& p': { color: '$textMuted', fontSize: '$sm' },
  '& > div': { display: 'flex', gap: '$2', flexWrap: 'wrap', marginTop: '$1' },
  '@sm': { flexDirection: 'row', alignItems: 'center', '& > div': { marginTop: 0, marginLeft: 'auto' } },
});

/** The feed with suggested clubs beside it (above it on phones, and only when there are some). */
function TwoColumns({ title, feed, suggestions }: { title: ReactNode; feed: ReactNode; suggestions: HomeClubs_query$key }) {
  return (
    <Columns>
      <Aside aria-labelledby="home-clubs">
        <HomeClubs
          query={suggestions}
          heading={
            <SectionTitle id="home-clubs">
              <FormattedMessage id="home.clubs.title" />
            </SectionTitle>
          }
        />
      </Aside>
      <Feed aria-labelledby="home-feed">
        <SectionTitle id="home-feed">{title}</SectionTitle>
        {feed}
      </Feed>
    </Columns>
  );
}

function HomeContent({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  if (data.viewer) {
    return (
      <HomeFeed
        query={data}
        layout={(feed) =>
          feed ? (
            <TwoColumns title={<FormattedMessage id="home.feed.title" />} feed={feed} suggestions={data} />
          ) : (
            <Welcome aria-labelledby="home-welcome">
              <EmptyState
                icon="sparkle"
                title={<span id="home-welcome">{<FormattedMessage id="home.feed.empty.title" />}</span>}
                description={<FormattedMessage id="home.feed.empty.body" />}
                action={
                  <ButtonLink to="/search" size="small">
                    <FormattedMessage id="home.feed.empty.cta" />
                  </ButtonLink>
                }
              />
              <SectionTitle>
                <FormattedMessage id="home.clubs.title" />
              </SectionTitle>
              <HomeClubs query={data} variant="grid" />
            </Welcome>
          )
        }
      />
    );
  }
  return (
    <>
      <Invite data-testid="home-invite">
        <section>
          <h2>
            <FormattedMessage id="home.invite.title" />
          </h2>
          <p>
            <FormattedMessage id="home.invite.body" />
          </p>
        </section>
        <div>
          <ButtonLink to="/account/signup" size="small">
            <FormattedMessage id="home.invite.signUp" />
          </ButtonLink>
          <ButtonLink to="/account/login" size="small" variant="secondary">
            <FormattedMessage id="home.invite.signIn" />
          </ButtonLink>
        </div>
      </Invite>
      {/* A guest's home feed is the public one. */}
      <HomeFeed
        query={data}
        layout={(feed) => (
          <TwoColumns
            title={<FormattedMessage id="home.public.title" />}
            feed={feed ?? <EmptyState icon="document" title={<FormattedMessage id="home.public.empty" />} />}
            suggestions={data}
          />
        )}
      />
    </>
  );
}

function HomeSkeleton() {
  return (
    <Columns aria-hidden>
      <Aside>
        <Skeleton css={{ height: 220, borderRadius: '$lg' }} />
      </Aside>
      <Feed>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} css={{ height: 168, borderRadius: '$lg' }} />
        ))}
      </Feed>
    </Columns>
  );
}

export default function HomePage() {
  const { queryRef } = useLoaderData() as HomeLoaderData;
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'home.title' })} description={intl.formatMessage({ id: 'home.lead' })}>
      <QueryBoundary loading={<HomeSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
        <HomeContent queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
