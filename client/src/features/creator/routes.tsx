import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CreatorPageQuery } from '../../__generated__/CreatorPageQuery.graphql';
import { signInPath } from '../../app/guards';
import { usePageTitle } from '../../app/page-title';
import { showToast } from '../../app/toasts';
import { Button, ButtonLink } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { PageContainer, Stack } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { FormAlert } from '../account/components/AccountFrame';
import { TextArea } from '../../components/TextArea';
import { CREATOR_ERROR_MESSAGES, resultError } from '../account/errors';
import { useFieldErrors } from '../account/useFieldErrors';
import { CHANNEL_LINKS_MAX, INTRODUCTION_MAX, validateRequired, validateUrl, type ValidationCode } from '../account/validation';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useApplyForCreator } from './hooks/useApplyForCreator';

export const creatorPageQuery = graphql`
  query CreatorPageQuery @preloadable {
    viewer {
      id
      role
      creatorApplication {
        id
        status
        channelLinks
        introduction
        createdAt
        reviewedAt
        rejectionReason
      }
    }
  }
`;

const Hero = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$4',
  px: '$4',
  pt: '$8',
  pb: '$7',
  background: '$gradients$hero',
  '& h1': { fontSize: 34, fontWeight: '$black', letterSpacing: '-0.03em', lineHeight: 1.1, maxWidth: 680, '@sm': { fontSize: 48 } },
  '& p': { color: '$textMuted', maxWidth: 560, fontSize: '$lg' },
});
const Points = styled('ul', { display: 'grid', gap: '$3', '@md': { gridTemplateColumns: 'repeat(2, 1fr)' } });
const Point = styled('li', {
  display: 'flex',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '& > svg': { color: '$primaryText', flexShrink: 0 },
  '& h2': { fontSize: '$md', fontWeight: '$bold', marginBottom: 4 },
  '& p': { color: '$textMuted', fontSize: '$sm' },
});
const Apply = styled('section', {
  maxWidth: '$form',
  mx: 'auto',
  width: '100%',
  marginTop: '$8',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  scrollMarginTop: 80,
  '& > h2': { fontSize: '$xl', fontWeight: '$black', textAlign: 'center' },
});
const Panel = styled('div', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
});
const Status = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  '& > svg': { flexShrink: 0, marginTop: 2 },
  '& strong': { display: 'block', marginBottom: 4 },
  '& p': { fontSize: '$sm', color: '$textMuted', lineHeight: '$normal' },
  variants: {
    tone: {
      pending: { backgroundColor: 'rgba(245, 165, 36, 0.12)', '& > svg': { color: '$warning' } },
      approved: { backgroundColor: '$successSoft', '& > svg': { color: '$success' } },
      rejected: { backgroundColor: '$errorSoft', '& > svg': { color: '$error' } },
    },
  },
});
const LinkRow = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$2', '& > div': { flex: 1 } });
const Links = styled('ul', { display: 'flex', flexDirection: 'column', gap: 4, fontSize: '$sm', '& a': { color: '$primaryText', wordBreak: 'break-all' } });

const points: { icon: IconName; key: string }[] = [
  { icon: 'users', key: 'club' },
  { icon: 'heart', key: 'membership' },
  { icon: 'bag', key: 'store' },
  { icon: 'chart', key: 'revenue' },
];

type Application = NonNullable<NonNullable<CreatorPageQuery['response']['viewer']>['creatorApplication']>;

function ApplicationForm({ previous }: { previous?: Application | null }) {
  const intl = useIntl();
  const { applyForCreator, isInFlight } = useApplyForCreator();
  const [links, setLinks] = useState<string[]>(previous?.channelLinks.length ? [...previous.channelLinks] : ['']);
  const [introduction, setIntroduction] = useState(previous?.introduction ?? '');
  const [linkErrors, setLinkErrors] = useState<(ValidationCode | null)[]>([]);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear, messageOf } = useFieldErrors(['introduction', 'channelLinks'] as const, CREATOR_ERROR_MESSAGES);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const filled = links.map((link) => link.trim());
    const perLink = filled.map((link, index) => (link || index === 0 ? validateUrl(link) : null));
    const introError = validateRequired(introduction);
    setLinkErrors(perLink);
    if (perLink.some(Boolean) || introError) {
      setFormError(null);
      return setErrors(introError ? { introduction: introError } : {});
    }
    clear();
    try {
      const { applyForCreator: result } = await applyForCreator({ input: { channelLinks: filled.filter(Boolean), introduction: introduction.trim() } });
      const error = resultError(result);
      if (error) return showServerError(error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'creator.notice.applied' }) });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Panel>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {links.map((link, index) => (
          <LinkRow key={index}>
            <TextField
              label={intl.formatMessage({ id: 'creator.form.link' }, { index: index + 1 })}
              hint={index === 0 ? intl.formatMessage({ id: 'creator.form.linkHint' }) : undefined}
              error={linkErrors[index] ? messageOf(linkErrors[index]) : index === 0 ? fieldMessage('channelLinks') : undefined}
              name={`channelLink${index}`}
              type="url"
              inputMode="url"
              placeholder="https://youtube.com/@…"
              value={link}
              onChange={(event) => setLinks((all) => all.map((l, i) => (i === index ? event.target.value : l)))}
            />
            {links.length > 1 ? (
              <Button
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'creator.form.removeLink' })}
                onClick={() => {
                  setLinks((all) => all.filter((_, i) => i !== index));
                  setLinkErrors((all) => all.filter((_, i) => i !== index));
                }}
                icon={<Icon name="close" size={18} />}
              />
            ) : null}
          </LinkRow>
        ))}
        {links.length < CHANNEL_LINKS_MAX ? (
          <Button variant="secondary" size="small" icon={<Icon name="plus" size={16} />} onClick={() => setLinks((all) => [...all, ''])}>
            <FormattedMessage id="creator.form.addLink" />
          </Button>
        ) : null}
        <TextArea
          label={intl.formatMessage({ id: 'creator.form.introduction' })}
          hint={intl.formatMessage({ id: 'creator.form.introductionHint' }, { max: INTRODUCTION_MAX })}
          error={fieldMessage('introduction')}
          name="introduction"
          maxLength={INTRODUCTION_MAX}
          value={introduction}
          onChange={(event) => setIntroduction(event.target.value)}
        />
        <Button type="submit" fullWidth loading={isInFlight}>
          <FormattedMessage id="creator.form.submit" />
        </Button>
      </Panel>
    </form>
  );
}

function ApplicationState({ queryRef }: { queryRef: PreloadedQuery<CreatorPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<CreatorPageQuery>(creatorPageQuery, queryRef);
  if (!viewer) {
    return (
      <Panel css={{ alignItems: 'center', textAlign: 'center' }}>
        <p>
          <FormattedMessage id="creator.signInFirst" />
        </p>
        <ButtonLink to={signInPath('/creator')} fullWidth>
          <FormattedMessage id="creator.signIn" />
        </ButtonLink>
      </Panel>
    );
  }
  const application = viewer.creatorApplication;
  const date = (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
  if (viewer.role === 'CREATOR' || viewer.role === 'ADMIN' || application?.status === 'APPROVED') {
    return (
      <Stack gap={4}>
        <Status tone="approved" role="status">
          <Icon name="check" />
          <div>
            <strong>
              <FormattedMessage id="creator.status.approved" />
            </strong>
            <p>
              <FormattedMessage id="creator.status.approvedBody" />
            </p>
          </div>
        </Status>
        <ButtonLink to="/mypage/manage" fullWidth>
          <FormattedMessage id="creator.goManage" />
        </ButtonLink>
      </Stack>
    );
  }
  if (application?.status === 'PENDING') {
    return (
      <Panel>
        <Status tone="pending" role="status">
          <Icon name="calendar" />
          <div>
            <strong>
              <FormattedMessage id="creator.status.pending" />
            </strong>
            <p>
              <FormattedMessage id="creator.status.pendingBody" values={{ date: date(application.createdAt) }} />
            </p>
          </div>
        </Status>
        <Links>
          {application.channelLinks.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {link}
              </a>
            </li>
          ))}
        </Links>
      </Panel>
    );
  }
  return (
    <Stack gap={4}>
      {application?.status === 'REJECTED' ? (
        <Status tone="rejected" role="status">
          <Icon name="alert" />
          <div>
            <strong>
              <FormattedMessage id="creator.status.rejected" />
            </strong>
            <p>
              {application.rejectionReason ? (
                <FormattedMessage id="creator.status.rejectedReason" values={{ reason: application.rejectionReason }} />
              ) : (
                <FormattedMessage id="creator.status.rejectedBody" />
              )}
            </p>
          </div>
        </Status>
      ) : null}
      <ApplicationForm previous={application} />
    </Stack>
  );
}

/** /creator: the creator programme and the conversion application with its state. */
export function CreatorPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CreatorPageQuery> };
  usePageTitle(intl.formatMessage({ id: 'discover.creator.title' }));
  return (
    <>
      <Hero>
        <h1>
          <FormattedMessage id="discover.creator.headline" />
        </h1>
        <p>
          <FormattedMessage id="discover.creator.lead" />
        </p>
        <Button size="large" onClick={() => document.getElementById('apply')?.scrollIntoView({ behavior: 'smooth' })}>
          <FormattedMessage id="discover.creator.apply" />
        </Button>
      </Hero>
      <PageContainer css={{ paddingTop: 0 }}>
        <Points>
          {points.map((point) => (
            <Point key={point.key}>
              <Icon name={point.icon} size={24} />
              <div>
                <h2>
                  <FormattedMessage id={`discover.creator.point.${point.key}.title`} />
                </h2>
                <p>
                  <FormattedMessage id={`discover.creator.point.${point.key}.body`} />
                </p>
              </div>
            </Point>
          ))}
        </Points>
        <Apply id="apply" aria-labelledby="apply-title">
          <h2 id="apply-title">
            <FormattedMessage id="creator.applyTitle" />
          </h2>
          <QueryBoundary loading={<Skeleton css={{ height: 240, borderRadius: '$lg' }} />} resetKey={queryRef}>
            <ApplicationState queryRef={queryRef} />
          </QueryBoundary>
        </Apply>
      </PageContainer>
    </>
  );
}
