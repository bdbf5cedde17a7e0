import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyPageNotificationQuery } from '../../../__generated__/MyPageNotificationQuery.graphql';
import { showToast } from '../../../app/toasts';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import { Switch } from '../../../components/Checkbox';
import { errorMessageId, resultError } from '../../account/errors';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useUpdateNotificationSettings } from '../hooks/useUpdateNotificationSettings';
import { Back, FormSkeleton } from './shared';

export const myPageNotificationQuery = graphql`
  query MyPageNotificationQuery @preloadable {
    viewer {
      id
      notificationSettings {
        byEmail
        clubPosts
        commentReplies
        chatMessages
      }
    }
  }
`;

const List = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  padding: '16px',
  '& + &': { borderTop: '1px solid $border' },
  '& > div': { flex: 1, display: 'flex', flexDirection: 'column', gap: 2 },
  '& strong': { fontWeight: '$semibold' },
  '& p': { fontSize: '$sm', color: '$textMuted' },
});

const KEYS = ['byEmail', 'clubPosts', 'commentReplies', 'chatMessages'] as const;
type Key = (typeof KEYS)[number];

function Settings({ queryRef }: { queryRef: PreloadedQuery<MyPageNotificationQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageNotificationQuery>(myPageNotificationQuery, queryRef);
  const { updateNotificationSettings, isInFlight } = useUpdateNotificationSettings();
  const settings = viewer?.notificationSettings;
  if (!viewer || !settings) return null;

  async function toggle(key: Key, value: boolean) {
    const next = { byEmail: settings!.byEmail, clubPosts: settings!.clubPosts, commentReplies: settings!.commentReplies, chatMessages: settings!.chatMessages, [key]: value };
    try {
      const { updateNotificationSettings: result } = await updateNotificationSettings({ input: next });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.notice.settingsSaved' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <List>
      {KEYS.map((key) => (
        <Row key={key}>
          <div>
            <strong id={`noti-${key}`}>
              <FormattedMessage id={`mypage.notification.${key}`} />
            </strong>
            <p>
              <FormattedMessage id={`mypage.notification.${key}.body`} />
            </p>
          </div>
          <Switch checked={settings[key]} disabled={isInFlight} label={intl.formatMessage({ id: `mypage.notification.${key}` })} onChange={(value) => void toggle(key, value)} />
        </Row>
      ))}
    </List>
  );
}

export function MyPageNotification() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageNotificationQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.notification.title' })} description={intl.formatMessage({ id: 'mypage.notification.lead' })} width="narrow" actions={<Back />}>
      <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
        <Settings queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
