import { lazy, Suspense } from 'react';
import { useSession } from '../../app/session';

// Loaded only when a suspension is told: no page's first load carries it.
const SuspensionNotice = lazy(() => import('./components/SuspensionNotice').then((m) => ({ default: m.SuspensionNotice })));

/** Shows the suspension notice while the session has one to tell (any page, any time). */
export function SuspensionNoticeHost() {
  const { suspension, dismissSuspension } = useSession();
  if (!suspension) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionNotice suspension={suspension} onClose={dismissSuspension} />
    </Suspense>
  );
}
