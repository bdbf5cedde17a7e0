import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyPagePolicyQuery } from '../../../__generated__/MyPagePolicyQuery.graphql';
import { showToast } from '../../../app/toasts';
import { Icon } from '../../../components/Icon';
import { Stack } from '../../../components/Page';
import { Screen } from '../../../components/Page';
import { styled } from '../../../theme/stitches.config';
import { Switch } from '../../../components/Checkbox';
import { CONSENT_DOCUMENTS } from '../../account/components/ConsentList';
import { errorMessageId, resultError } from '../../account/errors';
import { REQUIRED_CONSENTS } from '../../account/validation';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { useUpdateMarketingConsent } from '../hooks/useUpdateMarketingConsent';
import { MenuItem } from './MyPageIndex';
import { Back, FormSkeleton } from './shared';

export const myPagePolicyQuery = graphql`
  query MyPagePolicyQuery @preloadable {
    viewer {
      id
      consents {
        kind
        agreedAt
        version
      }
    }
  }
`;

const List = styled('ul', { borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface', overflow: 'hidden' });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  padding: '14px 16px',
  '& + &': { borderTop: '1px solid $border' },
  '& > div': { flex: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 },
  '& strong': { fontWeight: '$semibold' },
  '& small': { fontSize: '$xs', color: '$textMuted' },
  '& a': { fontSize: '$xs', color: '$primaryText', textDecoration: 'underline' },
});
const Heading = styled('h2', { fontSize: '$sm', color: '$textSubtle', fontWeight: '$semibold', px: '$1', marginBottom: '$2' });

const legalDocs = [
  ['terms-of-service', 'legal.terms.title'],
  ['privacy-policy', 'legal.privacy.title'],
  ['personal-information-retention-and-usage', 'legal.retention.title'],
  ['provision-of-personal-data-to-third-parties', 'legal.thirdParties.title'],
  ['marketing-opt-in-agreement', 'legal.marketing.title'],
] as const;

function Consents({ queryRef }: { queryRef: PreloadedQuery<MyPagePolicyQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPagePolicyQuery>(myPagePolicyQuery, queryRef);
  const { updateMarketingConsent, isInFlight } = useUpdateMarketingConsent();
  if (!viewer) return null;
  const byKind = new Map((viewer.consents ?? []).map((consent) => [consent.kind as string, consent]));
  const marketing = byKind.get('MARKETING');
  const date = (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });

  async function setMarketing(agreed: boolean) {
    try {
      const { updateMarketingConsent: result } = await updateMarketingConsent({ input: { agreed } });
      const error = resultError(result);
      if (error) return showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(error.code) }) });
      showToast({ kind: 'success', message: intl.formatMessage({ id: agreed ? 'mypage.notice.marketingOn' : 'mypage.notice.marketingOff' }) });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'account.error.generic' }) });
    }
  }

  return (
    <List aria-label={intl.formatMessage({ id: 'mypage.policy.consents' })}>
      {REQUIRED_CONSENTS.map((kind) => {
        const consent = byKind.get(kind);
        return (
          <Row key={kind}>
            <div>
              <strong>
                <FormattedMessage id={`account.consent.${kind}`} />
              </strong>
              <small>
                {consent ? (
                  <FormattedMessage id="mypage.policy.agreedOn" values={{ date: date(consent.agreedAt), version: consent.version }} />
                ) : (
                  <FormattedMessage id="mypage.policy.notAgreed" />
                )}
              </small>
            </div>
            <MenuLink to={CONSENT_DOCUMENTS[kind]} />
          </Row>
        );
      })}
      <Row>
        <div>
          <strong>
            <FormattedMessage id="account.consent.MARKETING" />
          </strong>
          <small>
            {marketing ? (
              <FormattedMessage id="mypage.policy.agreedOn" values={{ date: date(marketing.agreedAt), version: marketing.version }} />
            ) : (
              <FormattedMessage id="mypage.policy.marketingOff" />
            )}
          </small>
        </div>
        <Switch checked={Boolean(marketing)} disabled={isInFlight} label={intl.formatMessage({ id: 'account.consent.MARKETING' })} onChange={(value) => void setMarketing(value)} />
      </Row>
    </List>
  );
}

const ViewLink = styled('a', {});
function MenuLink({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <ViewLink href={to} target="_blank" rel="noopener">
      {intl.formatMessage({ id: 'account.consent.view' })}
    </ViewLink>
  );
}

export function MyPagePolicy() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPagePolicyQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.policy.title' })} width="narrow" actions={<Back />}>
      <Stack gap={6}>
        <section>
          <Heading>
            <FormattedMessage id="mypage.policy.consents" />
          </Heading>
          <QueryBoundary loading={<FormSkeleton />} resetKey={queryRef}>
            <Consents queryRef={queryRef} />
          </QueryBoundary>
        </section>
        <section>
          <Heading>
            <FormattedMessage id="mypage.policy.documents" />
          </Heading>
          <List>
            {legalDocs.map(([slug, label]) => (
              <li key={slug}>
                <MenuItem to={`/legal/${slug}`}>
                  <Icon name="document" />
                  <span>
                    <FormattedMessage id={label} />
                  </span>
                  <Icon name="chevronRight" size={18} />
                </MenuItem>
              </li>
            ))}
          </List>
        </section>
      </Stack>
    </Screen>
  );
}
