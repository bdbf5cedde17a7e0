import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Screen, SectionTitle, Stack } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { showToast } from '../../app/toasts';
import { useSession } from '../../app/session';

// Developer demos, routed only in dev mode (spec: /_sample/*). Their labels are developer-facing
// but still go through react-intl so the locale test keeps every language complete.

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });

const samples = [
  ['/_sample/components', 'sample.components'],
  ['/_sample/error', 'sample.error'],
  ['/_sample/gone', 'sample.gone'],
  ['/_sample/session', 'sample.session'],
] as const;

export function SampleIndex() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: 'sample.title' })} description={intl.formatMessage({ id: 'sample.lead' })} width="narrow">
      <Stack gap={2}>
        {samples.map(([to, id]) => (
          <Card key={to} interactive as={Link} to={to}>
            {intl.formatMessage({ id })}
          </Card>
        ))}
      </Stack>
    </Screen>
  );
}

export function SampleComponents() {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Screen title={t('sample.components')}>
      <Stack gap={6}>
        <SectionTitle>{t('sample.buttons')}</SectionTitle>
        <Row>
          <Button size="small">{t('sample.small')}</Button>
          <Button>{t('sample.medium')}</Button>
          <Button size="large">{t('sample.large')}</Button>
        </Row>
        <Row>
          <Button variant="secondary">{t('sample.secondary')}</Button>
          <Button variant="outline">{t('sample.outline')}</Button>
          <Button variant="ghost">{t('sample.ghost')}</Button>
          <Button variant="danger">{t('sample.danger')}</Button>
        </Row>
        <Row>
          <Button variant="secondary" active>
            {t('sample.active')}
          </Button>
          <Button disabled>{t('sample.disabled')}</Button>
          <Button
            loading={loading}
            onClick={() => {
              setLoading(true);
              window.setTimeout(() => setLoading(false), 1500);
            }}
          >
            {t('sample.loading')}
          </Button>
          <Spinner />
        </Row>
        <SectionTitle>{t('sample.toasts')}</SectionTitle>
        <Row>
          <Button variant="secondary" onClick={() => showToast({ kind: 'success', message: t('sample.toastSuccess') })}>
            {t('sample.success')}
          </Button>
          <Button variant="secondary" onClick={() => showToast({ kind: 'error', message: t('app.error.tryLater') })}>
            {t('sample.errorToast')}
          </Button>
        </Row>
        <SectionTitle>{t('sample.fields')}</SectionTitle>
        <Card>
          <Stack gap={4}>
            <TextField label={t('account.field.email')} placeholder="fan@oshi.example" />
            <TextField label={t('account.field.password')} type="password" hint={t('account.field.passwordHint')} />
            <TextField label={t('account.field.passwordConfirm')} type="password" error={t('sample.mismatch')} />
          </Stack>
        </Card>
        <SectionTitle>{t('sample.avatars')}</SectionTitle>
        <Row>
          <Avatar name="Oshi" size={56} />
          <Avatar name="루나" color="#f472b6" size={48} shape="rounded" />
          <Avatar name="Mika" color="#22d3ee" size={40} />
        </Row>
        <EmptyState icon="sparkle" title={t('sample.emptyTitle')} description={t('sample.emptyBody')} />
      </Stack>
    </Screen>
  );
}

export function SampleError(): never {
  throw new Error('Sample failure thrown by /_sample/error');
}

export function SampleGone(): never {
  throw new Error('410 Gone: sample removed page');
}

export function SampleSession() {
  const intl = useIntl();
  const { viewer } = useSession();
  return (
    <Screen title={intl.formatMessage({ id: 'sample.session' })} width="narrow">
      <Card>
        <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>{JSON.stringify(viewer, null, 2)}</pre>
      </Card>
    </Screen>
  );
}
