import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { PinnedNotices_club$key } from '../../../__generated__/PinnedNotices_club.graphql';
import { TimeAgo } from '../../shared/format';
import { clubPath } from './paths';

const Box = styled('section', {
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  overflow: 'hidden',
});
const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$3 $4',
  borderBottom: '1px solid $border',
  fontSize: '$sm',
  fontWeight: '$bold',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '$2', color: 'var(--club-accent-text, $colors$primaryText)' },
  '& a': { color: '$textMuted', fontWeight: '$semibold', fontSize: '$xs' },
});
const Row = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  fontSize: '$md',
  '& + &': { borderTop: '1px solid $border' },
  '& strong': { flex: 1, minWidth: 0, fontWeight: '$semibold', truncate: 1 },
  '& time': { flexShrink: 0, color: '$textSubtle', fontSize: '$xs' },
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised' } },
});

/** The newest notices, pinned above the club's posts. */
export function PinnedNotices({ club: clubKey }: { club: PinnedNotices_club$key }) {
  const club = useFragment(
    graphql`
      fragment PinnedNotices_club on Club {
        uri
        pinnedNotices(first: 3) {
          id
          title
          createdAt
        }
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  if (!club.pinnedNotices.length) return null;
  return (
    <Box aria-label={intl.formatMessage({ id: 'club.pinned.title' })}>
      <Head>
        <span>
          <Icon name="pin" size={16} />
          <FormattedMessage id="club.pinned.title" />
        </span>
        <Link to={`${clubPath(club.uri)}/notice`}>
          <FormattedMessage id="club.pinned.all" />
        </Link>
      </Head>
      {club.pinnedNotices.map((notice) => (
        <Row key={notice.id} to={`/post/${encodeURIComponent(notice.id)}`}>
          <strong>{notice.title}</strong>
          <TimeAgo date={notice.createdAt} />
        </Row>
      ))}
    </Box>
  );
}
