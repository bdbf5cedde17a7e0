// The top of a club sub-screen: a way back to the club (icon and name in the club's colour) and,
// for the screens that are tabs of the club, the tab bar.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Icon } from '../../../components/Icon';
import { PageContainer, PageHeading, PageLead, Stack } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import type { ClubFrame_club$key } from '../../../__generated__/ClubFrame_club.graphql';
import { safeColor } from '../../shared/format';
import { ClubTabs } from './ClubTabs';
import { accentVars, clubPath } from './paths';

const ClubBar = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: '$semibold',
  maxWidth: '100%',
  '& span': { truncate: 1 },
  '@hover': { '&:hover': { color: '$text' } },
});

const Head = styled('header', { display: 'flex', flexDirection: 'column', gap: '$1' });
// The screen's buttons on a row of their own under the lead, each as wide as its label.
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', marginTop: '$2' });

export interface ClubFrameProps {
  club: ClubFrame_club$key;
  title: ReactNode;
  lead?: ReactNode;
  tabs?: boolean;
  width?: 'narrow' | 'wide' | 'form';
  actions?: ReactNode;
  children: ReactNode;
}

export function ClubFrame({ club: clubKey, title, lead, tabs = false, width, actions, children }: ClubFrameProps) {
  const club = useFragment(
    graphql`
      fragment ClubFrame_club on Club {
        uri
        name
        iconUrl
        themeColor
        viewerCanEdit
      }
    `,
    clubKey,
  );
  const color = safeColor(club.themeColor);
  return (
    <PageContainer width={width ?? (tabs ? 'wide' : 'narrow')} style={accentVars(color)}>
      <Stack gap={5}>
        <ClubBar to={clubPath(club.uri)}>
          <Icon name="arrowLeft" size={16} />
          <Avatar name={club.name} src={club.iconUrl} color={color} size={24} shape="rounded" />
          <span>{club.name}</span>
        </ClubBar>
        {tabs ? <ClubTabs uri={club.uri} canEdit={club.viewerCanEdit} /> : null}
        <Head>
          <PageHeading>{title}</PageHeading>
          {lead ? <PageLead>{lead}</PageLead> : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </Head>
        {children}
      </Stack>
    </PageContainer>
  );
}

export function BackToClub({ uri }: { uri: string }) {
  return (
    <Link to={clubPath(uri)}>
      <FormattedMessage id="club.action.backToClub" />
    </Link>
  );
}
