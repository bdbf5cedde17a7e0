// /club/{uri}/write — a new post; /club/{uri}/write?postId=<id> — edit that post (its author only).
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { usePageTitle } from '../../../app/page-title';
import type { ClubWritePageQuery } from '../../../__generated__/ClubWritePageQuery.graphql';
import { DEFAULT_POST_LINK_LIMIT } from '../../editor/draft';
import { PostEditor } from '../../editor/PostEditor';
import { ClubFrame } from '../components/ClubFrame';
import { clubPath } from '../components/paths';
import { ClubNotFound, ClubRouteBoundary } from './shared';

export const clubWritePageQuery = graphql`
  query ClubWritePageQuery($clubUri: String!, $postId: ID!, $editing: Boolean!) @preloadable {
    postLinkLimit
    club(uri: $clubUri) {
      __typename
      ... on Club @alias(as: "found") {
        id
        uri
        name
        viewerIsOwner
        viewerCanPost
        viewerCanJoin
        plans {
          id
          name
          level
        }
        ...ClubFrame_club
      }
      ... on NotFoundError {
        message
      }
    }
    post: node(id: $postId) @include(if: $editing) {
      __typename
      ... on Post @alias(as: "editable") {
        id
        viewerCanEdit
        club {
          id
        }
        ...PostEditor_post
      }
    }
  }
`;

function Content({ queryRef }: { queryRef: PreloadedQuery<ClubWritePageQuery> }) {
  const data = usePreloadedQuery<ClubWritePageQuery>(clubWritePageQuery, queryRef);
  const intl = useIntl();
  const club = data.club.found;
  const editing = Boolean(queryRef.variables.editing);
  const title = intl.formatMessage({ id: editing ? 'editor.editTitle' : 'editor.newTitle' });
  usePageTitle(club ? `${title} · ${club.name}` : null);
  if (!club) return <ClubNotFound message={data.club.__typename === 'NotFoundError' ? data.club.message : null} />;
  const base = clubPath(club.uri);
  const post = data.post?.editable ?? null;

  let blocked: { title: string; body: string; action?: { to: string; label: string } } | null = null;
  if (editing && (!post || post.club.id !== club.id)) blocked = { title: 'editor.missing.title', body: 'editor.missing.body' };
  else if (editing && post && !post.viewerCanEdit) blocked = { title: 'editor.notAuthor.title', body: 'editor.notAuthor.body' };
  else if (!club.viewerCanPost)
    blocked = club.viewerCanJoin
      ? { title: 'editor.joinFirst.title', body: 'editor.joinFirst.body', action: { to: base, label: 'editor.joinFirst.action' } }
      : { title: 'editor.cannotPost.title', body: 'editor.cannotPost.body' };

  return (
    <ClubFrame club={club} title={title} width="narrow">
      {blocked ? (
        <EmptyState
          icon="lock"
          title={<FormattedMessage id={blocked.title} />}
          description={<FormattedMessage id={blocked.body} values={{ club: club.name }} />}
          action={
            <ButtonLink to={blocked.action?.to ?? base} variant={blocked.action ? 'primary' : 'secondary'} size="small">
              <FormattedMessage id={blocked.action?.label ?? 'club.action.backToClub'} />
            </ButtonLink>
          }
        />
      ) : (
        <PostEditor
          key={post?.id ?? 'new'}
          club={{ id: club.id, uri: club.uri, name: club.name, isOwner: club.viewerIsOwner, plans: club.plans }}
          linkLimit={data.postLinkLimit ?? DEFAULT_POST_LINK_LIMIT}
          post={post}
        />
      )}
    </ClubFrame>
  );
}

export function ClubWritePage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ClubWritePageQuery> };
  return (
    <ClubRouteBoundary resetKey={queryRef}>
      <Content queryRef={queryRef} />
    </ClubRouteBoundary>
  );
}

