import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../../components/Avatar';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { signInPath } from '../../../app/guards';
import { useSession } from '../../../app/session';
import type { ClubHeader_club$key } from '../../../__generated__/ClubHeader_club.graphql';
import { safeColor, useCompactNumber } from '../../shared/format';

const Banner = styled('div', {
  height: 140,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@sm': { height: 220, borderRadius: '0 0 $xl $xl' },
});

const Inner = styled('div', {
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  marginTop: -44,
  '@sm': { px: '$6', marginTop: -56 },
});

const Top = styled('div', { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '$3' });
const IconRing = styled('div', { padding: 4, borderRadius: '30%', backgroundColor: '$background' });
const Name = styled('h1', { fontSize: '$2xl', fontWeight: '$black', letterSpacing: '-0.02em', lineHeight: '$tight', '@sm': { fontSize: '$3xl' } });
const Meta = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $3', color: '$textMuted', fontSize: '$sm', '& span': { display: 'inline-flex', alignItems: 'center', gap: 4 } });
const Intro = styled('p', { color: '$text', opacity: 0.86, fontSize: '$md', whiteSpace: 'pre-line', maxWidth: 720 });

export function ClubHeader({ club: clubKey }: { club: ClubHeader_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubHeader_club on Club {
        uri
        name
        introduction
        fandomName
        iconUrl
        bannerUrl
        themeColor
        memberCount
        owner {
          nickname
        }
      }
    `,
    clubKey,
  );
  const { isSignedIn } = useSession();
  const compact = useCompactNumber();
  const color = safeColor(club.themeColor);
  const path = `/club/${encodeURIComponent(club.uri)}`;
  return (
    <header>
      <Banner
        style={{
          backgroundImage: club.bannerUrl
            ? `url(${JSON.stringify(club.bannerUrl)})`
            : `radial-gradient(120% 140% at 0% 0%, ${color} 0%, ${color}66 45%, #0b0b0e 100%)`,
        }}
      />
      <Inner>
        <Top>
          <IconRing>
            <Avatar name={club.name} src={club.iconUrl} color={color} size={88} shape="rounded" />
          </IconRing>
          {isSignedIn ? (
            <ButtonLink to={`${path}/subscription`} icon={<Icon name="heart" size={18} />}>
              <FormattedMessage id="club.action.membership" />
            </ButtonLink>
          ) : (
            <ButtonLink to={signInPath(path)} icon={<Icon name="plus" size={18} />}>
              <FormattedMessage id="club.action.join" />
            </ButtonLink>
          )}
        </Top>
        <Name>{club.name}</Name>
        <Meta>
          <span>
            <Icon name="crown" size={14} />
            {club.owner.nickname}
          </span>
          <span>
            <Icon name="users" size={14} />
            <FormattedMessage id="club.memberCount" values={{ count: club.memberCount, formatted: compact(club.memberCount) }} />
          </span>
          {club.fandomName ? (
            <span>
              <Icon name="heart" size={14} />
              <FormattedMessage id="club.fandom" values={{ name: club.fandomName }} />
            </span>
          ) : null}
        </Meta>
        <Intro>{club.introduction}</Intro>
      </Inner>
    </header>
  );
}
