import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { PageContainer, Stack } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import type { ClubPageQuery } from '../../../__generated__/ClubPageQuery.graphql';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { ClubHeader } from '../components/ClubHeader';
import { ClubPosts } from '../components/ClubPosts';
import { ClubTabs } from '../components/ClubTabs';

export const clubPageQuery = graphql`
  query ClubPageQuery($clubUri: String!, $count: Int!) {
    club(uri: $clubUri) {
      __typename
      ... on Club {
        uri
        name
      }
      ...ClubHeader_club @alias(as: "header")
      ...ClubPosts_club @arguments(count: $count) @alias(as: "posts")
      ... on NotFoundError {
        message
      }
    }
  }
`;

export type ClubLoaderData = { queryRef: PreloadedQuery<ClubPageQuery> };

function ClubContent({ queryRef }: { queryRef: PreloadedQuery<ClubPageQuery> }) {
  const { club } = usePreloadedQuery<ClubPageQuery>(clubPageQuery, queryRef);
  const navigate = useNavigate();
  usePageTitle(club.__typename === 'Club' ? (club.name ?? null) : null);
  if (club.__typename !== 'Club' || !club.header || !club.posts || !club.uri) {
    const message = (club.__typename === 'NotFoundError' ? club.message : null) ?? 'Club not found';
    return <ErrorPage error={new NotFoundError(message)} onHome={() => navigate('/')} />;
  }
  return (
    <>
      <ClubHeader club={club.header} />
      <PageContainer css={{ paddingTop: '$5' }}>
        <Stack gap={4}>
          <ClubTabs uri={club.uri} />
          <ClubPosts club={club.posts} />
        </Stack>
      </PageContainer>
    </>
  );
}

function ClubSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton css={{ height: 140, borderRadius: 0, '@sm': { height: 220 } }} />
      <PageContainer>
        <Stack gap={3}>
          <Skeleton css={{ height: 32, width: '50%' }} />
          <Skeleton css={{ height: 18, width: '70%' }} />
          <Skeleton css={{ height: 160, borderRadius: '$lg' }} />
        </Stack>
      </PageContainer>
    </div>
  );
}

export default function ClubPage() {
  const { queryRef } = useLoaderData() as ClubLoaderData;
  const revalidator = useRevalidator();
  return (
    <QueryBoundary framed loading={<ClubSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
      <ClubContent queryRef={queryRef} />
    </QueryBoundary>
  );
}
