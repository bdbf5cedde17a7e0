import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { Screen, SectionTitle } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { HomeClubs } from './HomeClubs';
import { HomeFeed } from './HomeFeed';

export const homePageQuery = graphql`
  query HomePageQuery($count: Int!, $clubCount: Int!) {
    ...HomeFeed_query @arguments(count: $count)
    ...HomeClubs_query @arguments(count: $clubCount)
  }
`;

export type HomeLoaderData = { queryRef: PreloadedQuery<HomePageQuery> };

const Columns = styled('div', {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$6',
  '@md': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', alignItems: 'start', gap: '$7' },
});

const Aside = styled('aside', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@md': { position: 'sticky', top: 'calc($sizes$header + 24px)' },
});

const Feed = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0 });

function HomeContent({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return (
    <Columns>
      <Feed aria-labelledby="home-feed">
        <SectionTitle id="home-feed">
          <FormattedMessage id="home.feed.title" />
        </SectionTitle>
        <HomeFeed query={data} />
      </Feed>
      <Aside aria-labelledby="home-clubs">
        <SectionTitle id="home-clubs">
          <FormattedMessage id="home.clubs.title" />
        </SectionTitle>
        <HomeClubs query={data} />
      </Aside>
    </Columns>
  );
}

function HomeSkeleton() {
  return (
    <Columns aria-hidden>
      <Feed>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} css={{ height: 168, borderRadius: '$lg' }} />
        ))}
      </Feed>
      <Aside>
        <Skeleton css={{ height: 220, borderRadius: '$lg' }} />
      </Aside>
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
