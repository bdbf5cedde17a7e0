import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';
import { signInPath } from '../../../app/guards';
import { useSession } from '../../../app/session';
import type { ClubHeader_club$key } from '../../../__generated__/ClubHeader_club.graphql';
import { safeColor, useCompactNumber } from '../../shared/format';
import { accentButton, accentVars, clubPath } from './paths';

// Loaded when a visitor first presses Join: the form, its checks and the mutation stay out of the club
// page's first load (issue 11's budget), and most visits never open it.
const JoinDialog = lazy(() => import('./JoinDialog').then((m) => ({ default: m.JoinDialog })));

const Banner = styled('div', {
  height: 150,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@sm': { height: 240, borderRadius: '0 0 $xl $xl' },
  '@lg': { maxWidth: 1280, mx: 'auto' },
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

const Top = styled('div', { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '$3', flexWrap: 'wrap' });
const IconRing = styled('div', { padding: 4, borderRadius: '30%', backgroundColor: '$background' });
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', justifyContent: 'flex-end' });
const Name = styled('h1', { fontSize: '$2xl', fontWeight: '$black', letterSpacing: '-0.02em', lineHeight: '$tight', wordBreak: 'break-word', '@sm': { fontSize: '$3xl' } });
const Meta = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  color: '$textMuted',
  fontSize: '$sm',
  '& span': { display: 'inline-flex', alignItems: 'center', gap: 4 },
});
const Intro = styled('p', { color: '$text', opacity: 0.86, fontSize: '$md', whiteSpace: 'pre-line', maxWidth: 720, lineHeight: '$normal', wordBreak: 'break-word' });
const Links = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', listStyle: 'none', padding: 0, margin: 0 });
const LinkChip = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 30,
  px: '$3',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$medium',
  maxWidth: 220,
  '& span': { truncate: 1 },
  '@hover': { '&:hover': { borderColor: 'var(--club-accent)' } },
});
const JoinedBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 26,
  px: '$2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$semibold',
  color: 'var(--club-accent-text)',
  backgroundColor: 'color-mix(in srgb, var(--club-accent) 16%, transparent)',
});

const LeaveLink = styled(Link, { fontSize: '$xs', color: '$textSubtle', textDecoration: 'underline', '@hover': { '&:hover': { color: '$text' } } });

export function ClubHeader({ club: clubKey }: { club: ClubHeader_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubHeader_club on Club {
        id
        uri
        name
        introduction
        fandomName
        iconUrl
        bannerUrl
        themeColor
        memberCount
        links {
          label
          url
        }
        owner {
          nickname
        }
        viewerIsOwner
        viewerCanEdit
        viewerCanJoin
        viewerCanPost
        viewerMembership {
          id
          nickname
        }
        ...JoinDialog_club
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  const { isSignedIn } = useSession();
  const compact = useCompactNumber();
  const [joining, setJoining] = useState(false);
  const color = safeColor(club.themeColor);
  const path = clubPath(club.uri);
  const isMember = Boolean(club.viewerMembership);

  let primary = null;
  if (club.viewerIsOwner) {
    primary = (
      <ButtonLink to={`${path}/setting/edit`} variant="secondary" size="small" icon={<Icon name="settings" size={16} />}>
        <FormattedMessage id="club.action.manage" />
      </ButtonLink>
    );
  } else if (!isSignedIn) {
    primary = (
      <ButtonLink to={signInPath(path)} size="small" style={accentButton(color)} icon={<Icon name="plus" size={16} />}>
        <FormattedMessage id="club.action.join" />
      </ButtonLink>
    );
  } else if (club.viewerCanJoin) {
    primary = (
      <Button size="small" style={accentButton(color)} icon={<Icon name="plus" size={16} />} onClick={() => setJoining(true)}>
        <FormattedMessage id="club.action.join" />
      </Button>
    );
  }

  return (
    <header style={accentVars(color)}>
      <Banner
        role="img"
        aria-label={intl.formatMessage({ id: 'club.header.banner' }, { club: club.name })}
        style={{
          backgroundImage: club.bannerUrl
            ? `linear-gradient(180deg, rgba(0,0,0,0) 55%, rgba(0,0,0,0.65) 100%), url(${JSON.stringify(club.bannerUrl)})`
            : `radial-gradient(120% 140% at 0% 0%, ${color} 0%, ${color}66 45%, #0b0b0e 100%)`,
        }}
      />
      <Inner>
        <Top>
          <IconRing>
            <Avatar name={club.name} src={club.iconUrl} color={color} size={88} shape="rounded" />
          </IconRing>
          <Actions>
            {club.viewerCanPost ? (
              <ButtonLink to={`${path}/write`} size="small" variant={club.viewerIsOwner ? 'primary' : 'secondary'} icon={<Icon name="edit" size={16} />}>
                <FormattedMessage id="club.action.write" />
              </ButtonLink>
            ) : null}
            {club.viewerCanEdit && !club.viewerIsOwner ? (
              <ButtonLink to={`${path}/setting/edit`} variant="ghost" size="small" icon={<Icon name="settings" size={16} />}>
                <FormattedMessage id="club.action.settings" />
              </ButtonLink>
            ) : null}
            {primary}
          </Actions>
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
          {isMember ? (
            <>
              <JoinedBadge>
                <Icon name="check" size={14} />
                <FormattedMessage id="club.header.joinedAs" values={{ nickname: club.viewerMembership?.nickname ?? '' }} />
              </JoinedBadge>
              <LeaveLink to={`${path}/withdraw`}>
                <FormattedMessage id="club.header.leave" />
              </LeaveLink>
            </>
          ) : null}
        </Meta>
        <Intro>{club.introduction}</Intro>
        {club.links.length ? (
          <Links aria-label={intl.formatMessage({ id: 'club.header.links' })}>
            {club.links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <LinkChip href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                  <Icon name="globe" size={14} />
                  <span>{link.label}</span>
                </LinkChip>
              </li>
            ))}
          </Links>
        ) : null}
      </Inner>
      {joining ? (
        <Suspense fallback={null}>
          <JoinDialog club={club} open onClose={() => setJoining(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
