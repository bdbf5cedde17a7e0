// /mypage/manage/inbox: the owner's conversations with fans, newest message first, with filters (unread,
// starred, subscribers), live updates, and each club's chat settings (who may write, pause, word filters).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Checkbox';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Page';
import { PageSpinner } from '../../components/Spinner';
import { showToast } from '../../app/toasts';
import { styled } from '../../theme/stitches.config';
import type { InboxPageQuery } from '../../__generated__/InboxPageQuery.graphql';
import type { InboxPage_inbox$key } from '../../__generated__/InboxPage_inbox.graphql';
import type { InboxPageSettings_club$key } from '../../__generated__/InboxPageSettings_club.graphql';
import { QueryBoundary } from '../shared/QueryBoundary';
import { Back } from '../mypage/pages/shared';
import { InboxRow } from './components/InboxRow';
import { chatErrorId } from './errors';
import { useUpdateChatSettings } from './hooks/useUpdateChatSettings';
import { INBOX_FILTERS, type InboxFilterParam } from './paths';

export const INBOX_PAGE = 30;

export const inboxPageQuery = graphql`
  query InboxPageQuery($filter: ChatInboxFilter!, $count: Int!) @preloadable {
    ...InboxPage_inbox @arguments(filter: $filter, count: $count)
    viewer {
      id
      ownedClubs {
        id
        ...InboxPageSettings_club
      }
    }
  }
`;

const Filters = styled('div', { display: 'flex', gap: '$2', overflowX: 'auto', paddingBottom: '$3', scrollbarWidth: 'none' });
const Chip = styled(Link, {
  flexShrink: 0,
  height: 34,
  px: '$3',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  border: '1px solid $borderStrong',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$textMuted',
  '&[aria-current="page"]': { backgroundColor: '$text', color: '$background', borderColor: '$text' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid $border', mx: '-$4', '@sm': { mx: 0, border: '1px solid $border', borderRadius: '$lg', overflow: 'hidden' } });
const More = styled('div', { display: 'flex', justifyContent: 'center', py: '$4' });
const Settings = styled('details', {
  marginTop: '$6',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
  '& summary': { cursor: 'pointer', fontWeight: '$bold' },
  '& label': { display: 'flex', flexDirection: 'column', gap: 6, fontSize: '$sm', color: '$textMuted' },
  '& select, & input[type="number"], & textarea': {
    backgroundColor: '$background',
    color: '$text',
    border: '1px solid $borderStrong',
    borderRadius: '$md',
    padding: '8px 10px',
    fontSize: 16,
    fontFamily: 'inherit',
  },
});
const SettingsBody = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', marginTop: '$4' });

function ClubSettings({ club: key }: { club: InboxPageSettings_club$key }) {
  const intl = useIntl();
  const club = useFragment(
    graphql`
      fragment InboxPageSettings_club on Club {
        id
        name
        chat {
          audience
          minPlanLevel
          inboxPaused
          blockedWords
        }
      }
    `,
    key,
  );
  const { updateChatSettings, isInFlight } = useUpdateChatSettings();
  const [audience, setAudience] = useState(club.chat?.audience ?? 'MEMBERS');
  const [level, setLevel] = useState(club.chat?.minPlanLevel ?? 1);
  const [words, setWords] = useState((club.chat?.blockedWords ?? []).join(', '));
  const save = async (extra: { inboxPaused?: boolean } = {}) => {
    try {
      const res = await updateChatSettings({
        clubId: club.id,
        audience: audience === 'SUBSCRIBERS' ? 'SUBSCRIBERS' : 'MEMBERS',
        minPlanLevel: level,
        blockedWords: words.split(/[,\n]/).map((w) => w.trim()).filter(Boolean),
        ...extra,
      });
      const result = res.updateChatSettings;
      if (result.__typename === 'InvalidInputError' && result.field === 'blockedWords') {
        showToast({ kind: 'error', message: intl.formatMessage({ id: 'chat.settings.wordsInvalid' }) });
      } else if (result.__typename !== 'Club') {
        showToast({ kind: 'error', message: intl.formatMessage({ id: chatErrorId('code' in result ? result.code : null) }) });
      } else showToast({ kind: 'success', message: intl.formatMessage({ id: 'chat.settings.saved' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'chat.error.generic' }) });
    }
  };
  return (
    <Settings>
      <summary>
        <FormattedMessage id="chat.settings.title" values={{ club: club.name }} />
      </summary>
      <SettingsBody>
        <Switch
          checked={Boolean(club.chat?.inboxPaused)}
          disabled={isInFlight}
          label={intl.formatMessage({ id: 'chat.settings.paused' })}
          onChange={(next) => void save({ inboxPaused: next })}
        />
        <label>
          <FormattedMessage id="chat.settings.audience" />
          <select value={audience} onChange={(e) => setAudience(e.target.value as typeof audience)}>
            <option value="MEMBERS">{intl.formatMessage({ id: 'chat.settings.members' })}</option>
            <option value="SUBSCRIBERS">{intl.formatMessage({ id: 'chat.settings.subscribers' })}</option>
          </select>
        </label>
        {audience === 'SUBSCRIBERS' ? (
          <label>
            <FormattedMessage id="chat.settings.minLevel" />
            <input type="number" min={1} max={100} value={level} onChange={(e) => setLevel(Math.max(1, Number(e.target.value) || 1))} />
          </label>
        ) : null}
        <label>
          <FormattedMessage id="chat.settings.words" />
          <textarea rows={2} value={words} onChange={(e) => setWords(e.target.value)} placeholder={intl.formatMessage({ id: 'chat.settings.wordsHint' })} />
        </label>
        <div>
          <Button size="small" disabled={isInFlight} onClick={() => void save()}>
            <FormattedMessage id="chat.save" />
          </Button>
        </div>
      </SettingsBody>
    </Settings>
  );
}

function Conversations({ query: key, filter }: { query: InboxPage_inbox$key; filter: string }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment InboxPage_inbox on Query
      @refetchable(queryName: "InboxPagePaginationQuery")
      @argumentDefinitions(filter: { type: "ChatInboxFilter!" }, count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        chatInbox(first: $count, after: $cursor, filter: $filter) @connection(key: "InboxPage_chatInbox", filters: ["filter"]) {
          edges {
            node {
              id
              ...InboxRow_conversation
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.chatInbox.edges ?? [];
  if (edges.length === 0) {
    return <EmptyState icon="message" compact title={<FormattedMessage id={filter === 'ALL' ? 'chat.inbox.empty' : 'chat.inbox.emptyFilter'} />} />;
  }
  return (
    <>
      <List data-testid="inbox-list">{edges.map((edge) => (edge?.node ? <InboxRow key={edge.node.id} conversation={edge.node} /> : null))}</List>
      {hasNext ? (
        <More>
          <Button variant="secondary" size="small" disabled={isLoadingNext} onClick={() => loadNext(INBOX_PAGE)}>
            <FormattedMessage id="chat.inbox.more" />
          </Button>
        </More>
      ) : null}
    </>
  );
}

function Content({ queryRef, filter }: { queryRef: PreloadedQuery<InboxPageQuery>; filter: string }) {
  const data = usePreloadedQuery<InboxPageQuery>(inboxPageQuery, queryRef);
  const clubs = data.viewer?.ownedClubs ?? [];
  return (
    <>
      <Conversations query={data} filter={filter} />
      {clubs.map((club) => (
        <ClubSettings key={club.id} club={club} />
      ))}
    </>
  );
}

export function InboxPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<InboxPageQuery> };
  const [params] = useSearchParams();
  const current = (params.get('filter') ?? 'all') as InboxFilterParam;
  const filter = INBOX_FILTERS[current] ?? 'ALL';
  return (
    <Screen title={intl.formatMessage({ id: 'chat.inbox.title' })} description={intl.formatMessage({ id: 'chat.inbox.lead' })} actions={<Back />}>
      <Filters role="navigation" aria-label={intl.formatMessage({ id: 'chat.inbox.filters' })}>
        {(Object.keys(INBOX_FILTERS) as InboxFilterParam[]).map((key) => (
          <Chip key={key} to={key === 'all' ? '?' : `?filter=${key}`} aria-current={INBOX_FILTERS[key] === filter ? 'page' : undefined} replace>
            <FormattedMessage id={`chat.inbox.filter.${key}`} />
          </Chip>
        ))}
      </Filters>
      <QueryBoundary resetKey={queryRef} loading={<PageSpinner label={intl.formatMessage({ id: 'chat.inbox.title' })} />}>
        <Content queryRef={queryRef} filter={filter} />
      </QueryBoundary>
    </Screen>
  );
}
