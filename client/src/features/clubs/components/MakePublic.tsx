// The private club's banner for its owner, with "make public" (the dialog loads when opened).
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { PrivateClubBanner_club$key } from '../../../__generated__/PrivateClubBanner_club.graphql';

const MakePublicDialog = lazy(() => import('./MakePublicDialog').then((m) => ({ default: m.MakePublicDialog })));

const Banner = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid rgba(245, 165, 36, 0.4)',
  backgroundColor: 'rgba(245, 165, 36, 0.1)',
  '& p': { fontSize: '$sm', color: '$textMuted', lineHeight: '$normal' },
  '& strong': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$md', color: '$text' },
  '& strong svg': { color: '$warning' },
  '@sm': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: '$4 $5' },
});

/** Shown to the owner of a private club: only they (and admins) can see it, with "make public". */
export function PrivateClubBanner({ club: clubKey }: { club: PrivateClubBanner_club$key }) {
  const club = useFragment(
    graphql`
      fragment PrivateClubBanner_club on Club {
        id
        name
        isPublic
        viewerCanEdit
      }
    `,
    clubKey,
  );
  const [open, setOpen] = useState(false);
  if (club.isPublic || !club.viewerCanEdit) return null;
  return (
    <Banner role="status">
      <div>
        <strong>
          <Icon name="lock" size={18} />
          <FormattedMessage id="club.private.title" />
        </strong>
        <p>
          <FormattedMessage id="club.private.body" />
        </p>
      </div>
      <Button size="small" onClick={() => setOpen(true)} icon={<Icon name="globe" size={16} />}>
        <FormattedMessage id="club.private.makePublic" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MakePublicDialog clubId={club.id} clubName={club.name} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Banner>
  );
}
