import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon, type IconName } from '../../components/Icon';
import { PageContainer, SectionTitle } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { styled } from '../../theme/stitches.config';
import { usePageTitle } from '../../app/page-title';
import type { LandingPageQuery } from '../../__generated__/LandingPageQuery.graphql';
import { ClubCard, ClubGrid } from '../clubs/components/ClubCard';
import { QueryBoundary } from '../shared/QueryBoundary';

export const landingPageQuery = graphql`
  query LandingPageQuery($count: Int!) @preloadable {
    clubs(first: $count) {
      totalCount
      edges {
        node {
          id
          ...ClubCard_club
        }
      }
    }
  }
`;

export type LandingLoaderData = { queryRef: PreloadedQuery<LandingPageQuery> };

const Hero = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$5',
  px: '$4',
  pt: '$8',
  pb: '$9',
  '@sm': { pt: '$10', pb: '$10' },
});

const Pill = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '6px 14px',
  borderRadius: '$pill',
  border: '1px solid rgba(139, 92, 246, 0.45)',
  backgroundColor: 'rgba(139, 92, 246, 0.12)',
  color: '$primaryText',
  fontSize: '$xs',
  fontWeight: '$semibold',
});

const Headline = styled('h1', {
  fontSize: 38,
  lineHeight: 1.08,
  fontWeight: '$black',
  letterSpacing: '-0.035em',
  maxWidth: 760,
  '@sm': { fontSize: 56 },
  '@lg': { fontSize: 68 },
  '& em': {
    fontStyle: 'normal',
    background: '$gradients$primary',
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
});

const Lead = styled('p', { fontSize: '$md', color: '$textMuted', maxWidth: 560, '@sm': { fontSize: '$lg' } });

const Ctas = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: '100%',
  maxWidth: 360,
  marginTop: '$2',
  '@sm': { flexDirection: 'row', maxWidth: 'none', width: 'auto' },
});

const Features = styled('ul', {
  display: 'grid',
  gap: '$3',
  '@md': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '$4' },
});

const Feature = styled('li', {
  display: 'flex',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '& h3': { fontSize: '$md', fontWeight: '$bold', marginBottom: 4 },
  '& p': { fontSize: '$sm', color: '$textMuted' },
});

const FeatureIcon = styled('div', {
  size: 44,
  flexShrink: 0,
  borderRadius: '$md',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$primarySoft',
  color: '$primaryText',
});

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5', marginTop: '$9' });
const SectionHead = styled('div', { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '$3' });
const Sub = styled('p', { color: '$textMuted', fontSize: '$sm', marginTop: 4 });

const CreatorBand = styled('section', {
  marginTop: '$9',
  marginBottom: '$4',
  padding: '$7 $5',
  borderRadius: '$xl',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$4',
  background: 'linear-gradient(135deg, rgba(109, 40, 217, 0.55) 0%, rgba(139, 92, 246, 0.25) 50%, rgba(217, 70, 239, 0.3) 100%)',
  border: '1px solid rgba(139, 92, 246, 0.4)',
  '& h2': { fontSize: '$2xl', fontWeight: '$black', letterSpacing: '-0.02em' },
  '& p': { color: '$text', opacity: 0.85, maxWidth: 520 },
  '@md': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: '$8' },
});

const features: { icon: IconName; title: string; body: string }[] = [
  { icon: 'users', title: 'landing.feature.clubs.title', body: 'landing.feature.clubs.body' },
  { icon: 'heart', title: 'landing.feature.membership.title', body: 'landing.feature.membership.body' },
  { icon: 'ticket', title: 'landing.feature.store.title', body: 'landing.feature.store.body' },
];

function FeaturedClubs({ queryRef }: { queryRef: PreloadedQuery<LandingPageQuery> }) {
  const data = usePreloadedQuery<LandingPageQuery>(landingPageQuery, queryRef);
  const clubs = data.clubs.edges.map((edge) => edge.node);
  if (clubs.length === 0) {
    return (
      <EmptyState
        icon="users"
        title={<FormattedMessage id="landing.clubs.empty.title" />}
        description={<FormattedMessage id="landing.clubs.empty.body" />}
        action={
          <ButtonLink to="/creator" variant="secondary" size="small">
            <FormattedMessage id="landing.creator.cta" />
          </ButtonLink>
        }
      />
    );
  }
  const more = data.clubs.totalCount - clubs.length;
  return (
    <>
      <ClubGrid>
        {clubs.map((club) => (
          <ClubCard key={club.id} club={club} />
        ))}
      </ClubGrid>
      {more > 0 ? (
        <ButtonLink to="/search" variant="secondary" fullWidth>
          <FormattedMessage id="landing.clubs.more" values={{ count: more }} />
        </ButtonLink>
      ) : null}
    </>
  );
}

export function ClubGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ClubGrid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} css={{ height: 168, borderRadius: '$lg', '@sm': { height: 188 } }} />
      ))}
    </ClubGrid>
  );
}

export default function LandingPage() {
  const { queryRef } = useLoaderData() as LandingLoaderData;
  const revalidator = useRevalidator();
  const intl = useIntl();
  usePageTitle(null);
  return (
    <>
      <Hero>
        <Pill>
          <Icon name="sparkle" size={14} />
          <FormattedMessage id="landing.hero.kicker" />
        </Pill>
        <Headline>
          <FormattedMessage id="landing.hero.title" values={{ em: (chunks) => <em>{chunks}</em> }} />
        </Headline>
        <Lead>
          <FormattedMessage id="landing.hero.lead" />
        </Lead>
        <Ctas>
          <ButtonLink to="/account/start" size="large">
            <FormattedMessage id="landing.hero.start" />
          </ButtonLink>
          <ButtonLink to="/home" size="large" variant="secondary" icon={<Icon name="compass" />}>
            <FormattedMessage id="landing.hero.explore" />
          </ButtonLink>
        </Ctas>
      </Hero>
      <PageContainer css={{ paddingTop: 0 }}>
        <Features aria-label={intl.formatMessage({ id: 'landing.features.label' })}>
          {features.map((feature) => (
            <Feature key={feature.title}>
              <FeatureIcon>
                <Icon name={feature.icon} size={22} />
              </FeatureIcon>
              <div>
                <h3>
                  <FormattedMessage id={feature.title} />
                </h3>
                <p>
                  <FormattedMessage id={feature.body} />
                </p>
              </div>
            </Feature>
          ))}
        </Features>
        <Section aria-labelledby="featured-clubs">
          <SectionHead>
            <div>
              <SectionTitle id="featured-clubs">
                <FormattedMessage id="landing.clubs.title" />
              </SectionTitle>
              <Sub>
                <FormattedMessage id="landing.clubs.subtitle" />
              </Sub>
            </div>
          </SectionHead>
          <QueryBoundary loading={<ClubGridSkeleton />} onRetry={() => void revalidator.revalidate()} resetKey={queryRef}>
            <FeaturedClubs queryRef={queryRef} />
          </QueryBoundary>
        </Section>
        <CreatorBand>
          <div>
            <h2>
              <FormattedMessage id="landing.creator.title" />
            </h2>
            <p>
              <FormattedMessage id="landing.creator.body" />
            </p>
          </div>
          <ButtonLink to="/creator" variant="secondary" size="large">
            <FormattedMessage id="landing.creator.cta" />
          </ButtonLink>
        </CreatorBand>
      </PageContainer>
    </>
  );
}
