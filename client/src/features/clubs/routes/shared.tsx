// Pieces every club sub-route shares: the loading frame and the "not found" answer.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useRevalidator } from 'react-router';
import { PageSpinner } from '../../../components/Spinner';
import { ErrorPage } from '../../../app/ErrorPage';
import { NotFoundError } from '../../../app/errors';
import { QueryBoundary } from '../../shared/QueryBoundary';

export function ClubRouteBoundary({ resetKey, children }: { resetKey: unknown; children: ReactNode }) {
  const revalidator = useRevalidator();
  const intl = useIntl();
  return (
    <QueryBoundary framed loading={<PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />} onRetry={() => void revalidator.revalidate()} resetKey={resetKey}>
      {children}
    </QueryBoundary>
  );
}

export function ClubNotFound({ message }: { message?: string | null }) {
  const navigate = useNavigate();
  return <ErrorPage error={new NotFoundError(message ?? 'Club not found')} onHome={() => navigate('/')} />;
}
