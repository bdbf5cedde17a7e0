import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ApiScope, MyPageDeveloperQuery } from '../../../__generated__/MyPageDeveloperQuery.graphql';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Screen, Stack } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { FormAlert } from '../../account/components/AccountFrame';
import { Checkbox } from '../../../components/Checkbox';
import { API_TOKEN_ERROR_MESSAGES, errorMessageId, resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { TOKEN_NAME_MAX, validateRequired } from '../../account/validation';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useCreateApiToken } from '../hooks/useCreateApiToken';
import { useRevokeApiToken } from '../hooks/useRevokeApiToken';
import { Back, CopyButton, FormSkeleton, Muted, Panel, PanelTitle } from './shared';

export const myPageDeveloperQuery = graphql`
  query MyPageDeveloperQuery @preloadable {
    viewer {
      id
      apiTokens {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
        revokedAt
      }
    }
  }
`;

type Scope = Exclude<ApiScope, '%future added value'>;

// Every scope the API has, in the form's order (object keys keep it). Keyed by the schema's enum, so a
// scope added to the API fails the type-check until it is placed here: no list to keep in step by hand.
const LISTED: Record<Scope, true> = {
  ACCOUNTS_READ: true,
  ACCOUNTS_WRITE: true,
  CLUBS_READ: true,
  CLUBS_WRITE: true,
  POSTS_READ: true,
  POSTS_WRITE: true,
  MEMBERSHIPS_READ: true,
  MEMBERSHIPS_WRITE: true,
  PAYMENTS_READ: true,
  ORDERS_READ: true,
  ORDERS_WRITE: true,
  REVENUE_READ: true,
};
export const API_SCOPES = Object.keys(LISTED) as Scope[];

const Scopes = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$3' });
const ScopeLabel = styled('legend', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted', marginBottom: '$3' });
const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: 0, minWidth: 0 });
const Secret = styled('code', {
  display: 'block',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$black',
  border: '1px solid $primary',
  fontFamily: '$mono',
  fontSize: '$sm',
  wordBreak: 'break-all',
  color: '$primaryText',
});
const Tokens = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
const TokenRow = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  '& + &': { borderTop: '1px solid $border' },
  variants: { revoked: { true: { opacity: 0.55 } } },
});
const TokenHead = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', '& strong': { flex: 1, minWidth: 0, truncate: 1 } });
const Meta = styled('p', { fontSize: '$xs', color: '$textMuted', display: 'flex', flexWrap: 'wrap', gap: '4px 12px', '& code': { fontFamily: '$mono' } });
const Chips = styled('div', { display: 'flex', flexWrap: 'wrap', gap: 6 });
const Chip = styled('span', { fontSize: 11, padding: '2px 8px', borderRadius: '$pill', backgroundColor: '$primarySoft', color: '$primaryText', fontWeight: '$semibold' });
const Confirm = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', fontSize: '$sm', '& > span': { flex: 1, minWidth: 160 } });

type Token = NonNullable<NonNullable<MyPageDeveloperQuery['response']['viewer']>['apiTokens']>[number];

function prependToken(store: RecordSourceSelectorProxy, viewerId: string) {
  const payload = store.getRootField('createApiToken');
  const created = payload?.getLinkedRecord('apiToken');
  const viewer = store.get(viewerId);
  if (!created || !viewer) return;
  const existing = viewer.getLinkedRecords('apiTokens') ?? [];
  viewer.setLinkedRecords([created, ...existing.filter((record) => record?.getDataID() !== created.getDataID())], 'apiTokens');
}

function CreateToken({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const { createApiToken, isInFlight } = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['ACCOUNTS_READ']);
  const [secret, setSecret] = useState<string | null>(null);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(['name', 'scopes'] as const, API_TOKEN_ERROR_MESSAGES);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameError = validateRequired(name);
    if (nameError) return setErrors({ name: nameError });
    if (scopes.length === 0) return setFormError(intl.formatMessage({ id: errorMessageId('SCOPE_REQUIRED', API_TOKEN_ERROR_MESSAGES) }));
    clear();
    try {
      const { createApiToken: result } = await createApiToken(
        { input: { name: name.trim(), scopes: scopes as never } },
        { updater: (store) => prependToken(store, viewerId) },
      );
      const error = resultError(result);
      if (error) return showServerError(error);
      setSecret(result.token ?? null);
      setName('');
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.developer.created' }) });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <Stack gap={4}>
      {secret ? (
        <Panel css={{ borderColor: '$primary' }} role="status">
          <PanelTitle>
            <FormattedMessage id="mypage.developer.secretTitle" />
          </PanelTitle>
          <Muted>
            <FormattedMessage id="mypage.developer.secretLead" />
          </Muted>
          <Secret data-testid="api-token-secret">{secret}</Secret>
          <Stack gap={2} css={{ flexDirection: 'row' }}>
            <CopyButton text={secret} label={intl.formatMessage({ id: 'mypage.developer.copy' })} copied={intl.formatMessage({ id: 'mypage.notice.tokenCopied' })}>
              <FormattedMessage id="mypage.copy" />
            </CopyButton>
            <Button size="small" variant="ghost" onClick={() => setSecret(null)}>
              <FormattedMessage id="mypage.developer.done" />
            </Button>
          </Stack>
        </Panel>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Panel>
          <PanelTitle>
            <FormattedMessage id="mypage.developer.createTitle" />
          </PanelTitle>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label={intl.formatMessage({ id: 'mypage.developer.name' })}
            hint={intl.formatMessage({ id: 'mypage.developer.nameHint' })}
            error={fieldMessage('name')}
            name="tokenName"
            maxLength={TOKEN_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Fieldset>
            <ScopeLabel>
              <FormattedMessage id="mypage.developer.scopes" />
            </ScopeLabel>
            <Scopes>
              {API_SCOPES.map((scope) => (
                <Checkbox key={scope} name={scope} checked={scopes.includes(scope)} onChange={(on) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)))}>
                  <FormattedMessage id={`mypage.developer.scope.${scope}`} />
                </Checkbox>
              ))}
            </Scopes>
          </Fieldset>
          <Button type="submit" fullWidth loading={isInFlight}>
            <FormattedMessage id="mypage.developer.create" />
          </Button>
        </Panel>
      </form>
    </Stack>
  );
}

function TokenItem({ token }: { token: Token }) {
  const intl = useIntl();
  const { revokeApiToken, isInFlight } = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

  async function revoke() {
    try {
      const { revokeApiToken: result } = await revokeApiToken({ input: { id: token.id } });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code, API_TOKEN_ERROR_MESSAGES) }) });
      setConfirming(false);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.developer.revoked' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <TokenRow revoked={Boolean(token.revokedAt)}>
      <TokenHead>
        <strong>{token.name}</strong>
        {token.revokedAt ? (
          <Chip css={{ backgroundColor: '$errorSoft', color: '$error' }}>
            <FormattedMessage id="mypage.developer.revokedBadge" />
          </Chip>
        ) : confirming ? null : (
          <Button size="small" variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="mypage.developer.revoke" />
          </Button>
        )}
      </TokenHead>
      <Meta>
        <code>{token.prefix}…</code>
        <span>
          <FormattedMessage id="mypage.developer.createdAt" values={{ date: date(token.createdAt) }} />
        </span>
        <span>
          {token.lastUsedAt ? (
            <FormattedMessage id="mypage.developer.lastUsed" values={{ date: date(token.lastUsedAt) }} />
          ) : (
            <FormattedMessage id="mypage.developer.neverUsed" />
          )}
        </span>
      </Meta>
      <Chips>
        {token.scopes.map((scope) => (
          <Chip key={scope}>
            <FormattedMessage id={`mypage.developer.scope.${scope}`} />
          </Chip>
        ))}
      </Chips>
      {confirming && !token.revokedAt ? (
        <Confirm role="alertdialog" aria-label={intl.formatMessage({ id: 'mypage.developer.revokeConfirm' })}>
          <span>
            <FormattedMessage id="mypage.developer.revokeConfirm" />
          </span>
          <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
            <FormattedMessage id="mypage.cancel" />
          </Button>
          <Button size="small" variant="danger" loading={isInFlight} onClick={() => void revoke()}>
            <FormattedMessage id="mypage.developer.revokeYes" />
          </Button>
        </Confirm>
      ) : null}
    </TokenRow>
  );
}

function Developer({ queryRef }: { queryRef: PreloadedQuery<MyPageDeveloperQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageDeveloperQuery>(myPageDeveloperQuery, queryRef);
  if (!viewer) return null;
  const tokens = viewer.apiTokens ?? [];
  return (
    <Stack gap={6}>
      <CreateToken viewerId={viewer.id} />
      <section>
        <PanelTitle css={{ marginBottom: '$3' }}>
          <FormattedMessage id="mypage.developer.listTitle" />
        </PanelTitle>
        {tokens.length === 0 ? (
          <EmptyState compact icon="lock" title={intl.formatMessage({ id: 'mypage.developer.empty.title' })} description={intl.formatMessage({ id: 'mypage.developer.empty.body' })} />
        ) : (
          <Tokens>
            {tokens.map((token) => (
              <TokenItem key={token.id} token={token} />
            ))}
          </Tokens>
        )}
      </section>
    </Stack>
  );
}

export function MyPageDeveloper() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageDeveloperQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.developer.title' })} description={intl.formatMessage({ id: 'mypage.developer.lead' })} width="narrow" actions={<Back />}>
      <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
        <Developer queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
