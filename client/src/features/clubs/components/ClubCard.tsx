import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import type { ClubCard_club$key } from '../../../__generated__/ClubCard_club.graphql';
import { safeColor, useCompactNumber } from '../../shared/format';

const Tile = styled(Link, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$surface',
  border: '1px solid $border',
  transition: 'transform $normal, border-color $normal',
  '@hover': { '&:hover': { transform: 'translateY(-2px)', borderColor: '$borderStrong' } },
});

const Banner = styled('div', { height: 64, backgroundSize: 'cover', backgroundPosition: 'center', '@sm': { height: 84 } });

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: 2, padding: '0 14px 14px', marginTop: -22 });
const IconRing = styled('div', { alignSelf: 'flex-start', padding: 3, borderRadius: '30%', backgroundColor: '$surface', marginBottom: 6 });
const Name = styled('h3', { fontSize: '$md', fontWeight: '$bold', truncate: 1 });
const Fandom = styled('p', { fontSize: '$xs', color: '$textMuted', truncate: 1, minHeight: 18 });
const Members = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  fontSize: '$xs',
  color: '$textSubtle',
  marginTop: 6,
});

export function ClubCard({ club: clubKey }: { club: ClubCard_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubCard_club on Club {
        uri
        name
        fandomName
        iconUrl
        bannerUrl
        themeColor
        memberCount
      }
    `,
    clubKey,
  );
  const color = safeColor(club.themeColor);
  const compact = useCompactNumber();
  return (
    <Tile to={`/club/${encodeURIComponent(club.uri)}`} data-testid="club-card">
      <Banner
        style={{
          backgroundImage: club.bannerUrl
            ? `linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(20,20,24,0.9) 100%), url(${JSON.stringify(club.bannerUrl)})`
            : `linear-gradient(135deg, ${color} 0%, ${color}55 60%, #141418 100%)`,
        }}
      />
      <Body>
        <IconRing>
          <Avatar name={club.name} src={club.iconUrl} color={color} size={44} shape="rounded" />
        </IconRing>
        <Name>{club.name}</Name>
        <Fandom>{club.fandomName ? <FormattedMessage id="club.fandom" values={{ name: club.fandomName }} /> : '\u00a0'}</Fandom>
        <Members>
          <Icon name="users" size={14} />
          <FormattedMessage id="club.memberCount" values={{ count: club.memberCount, formatted: compact(club.memberCount) }} />
        </Members>
      </Body>
    </Tile>
  );
}

export const ClubGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '$4' },
});
