import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { styled } from '../../theme/stitches.config';
import type { ManagedClubCard_club$key } from '../../__generated__/ManagedClubCard_club.graphql';
import { clubPath } from '../clubs/components/paths';
import { safeColor, useCompactNumber } from '../shared/format';

const Card = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  overflow: 'hidden',
});
const Banner = styled('div', { height: 72, backgroundSize: 'cover', backgroundPosition: 'center' });
const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', padding: '0 $4 $4', marginTop: -24 });
const Top = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$3',
  '& > span:first-child': { padding: 3, borderRadius: '30%', backgroundColor: '$surface' },
});
const Name = styled(Link, { fontSize: '$lg', fontWeight: '$bold', lineHeight: '$snug', wordBreak: 'break-word', '@hover': { '&:hover': { textDecoration: 'underline' } } });
const Meta = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$2 $3', fontSize: '$xs', color: '$textMuted', '& span': { display: 'inline-flex', alignItems: 'center', gap: 4 } });
const State = styled('span', {
  height: 22,
  px: '$2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$semibold',
  variants: {
    public: {
      true: { color: '$success', backgroundColor: '$successSoft' },
      false: { color: '$warning', backgroundColor: 'rgba(245, 165, 36, 0.14)' },
    },
  },
});
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });

export function ManagedClubCard({ club: clubKey }: { club: ManagedClubCard_club$key }) {
  const club = useFragment(
    graphql`
      fragment ManagedClubCard_club on Club {
        uri
        name
        iconUrl
        bannerUrl
        themeColor
        isPublic
        memberCount
        fandomName
      }
    `,
    clubKey,
  );
  const color = safeColor(club.themeColor);
  const compact = useCompactNumber();
  const path = clubPath(club.uri);
  return (
    <Card data-testid="managed-club">
      <Banner
        style={{
          backgroundImage: club.bannerUrl ? `url(${JSON.stringify(club.bannerUrl)})` : `linear-gradient(135deg, ${color} 0%, ${color}55 60%, #141418 100%)`,
        }}
      />
      <Body>
        <Top>
          <span>
            <Avatar name={club.name} src={club.iconUrl} color={color} size={52} shape="rounded" />
          </span>
        </Top>
        <div>
          <Name to={path}>{club.name}</Name>
          <Meta>
            <span>/club/{club.uri}</span>
            <span>
              <Icon name="users" size={14} />
              <FormattedMessage id="club.memberCount" values={{ count: club.memberCount, formatted: compact(club.memberCount) }} />
            </span>
            <State public={club.isPublic}>
              <FormattedMessage id={club.isPublic ? 'manage.club.public' : 'manage.club.private'} />
            </State>
          </Meta>
        </div>
        <Actions>
          <ButtonLink to={path} size="small" variant="secondary">
            <FormattedMessage id="manage.club.open" />
          </ButtonLink>
          <ButtonLink to={`${path}/write`} size="small" variant="secondary" icon={<Icon name="edit" size={14} />}>
            <FormattedMessage id="manage.club.write" />
          </ButtonLink>
          <ButtonLink to={`${path}/setting/edit`} size="small" variant="ghost" icon={<Icon name="settings" size={14} />}>
            <FormattedMessage id="manage.club.settings" />
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  );
}
