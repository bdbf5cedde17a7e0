// /club/{clubUri}/store: the club page's store tab.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { buttonStyles } from '../../../components/Button';
import { usePageTitle } from '../../../app/page-title';
import type { ClubStorePageQuery } from '../../../__generated__/ClubStorePageQuery.graphql';
import { ClubFrame } from '../../clubs/components/ClubFrame';
import { ClubNotFound, ClubRouteBoundary } from '../../clubs/routes/shared';
import { StoreProducts } from '../components/StoreProducts';
import { useCart } from '../cart';
import { clubCartPath, manageStorePath } from '../paths';

export const clubStorePageQuery = graphql`
  query ClubStorePageQuery($clubUri: String!, $count: Int!) @preloadable {
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        uri
        name
        viewerCanEdit
        ...ClubFrame_club
        ...StoreProducts_club @arguments(count: $count)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubStorePageQuery> }) {
  const { club: result } = usePreloadedQuery<ClubStorePageQuery>(clubStorePageQuery, queryRef);
  const club = result.found;
  const intl = useIntl();
  const cart = useCart(club?.uri ?? '');
  const title = intl.formatMessage({ id: 'store.title' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={result.__typename === 'NotFoundError' ? result.message : null} />;
  const actions =
    club.viewerCanEdit || cart.length ? (
      <>
        {cart.length ? (
          <Link className={buttonStyles({ variant: 'primary', size: 'small' })} to={clubCartPath(club.uri)}>
            <FormattedMessage id="cart.view" values={{ count: cart.length }} />
          </Link>
        ) : null}
        {club.viewerCanEdit ? (
          <Link className={buttonStyles({ variant: 'secondary', size: 'small' })} to={manageStorePath(club.uri)}>
            <FormattedMessage id="store.manage.open" />
          </Link>
        ) : null}
      </>
    ) : undefined;
  return (
    <ClubFrame club={club} title={title} lead={intl.formatMessage({ id: 'store.lead' }, { club: club.name })} tabs actions={actions}>
      <StoreProducts club={club} clubName={club.name} />
    </ClubFrame>
  );
}

export function ClubStorePage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubStorePageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}
