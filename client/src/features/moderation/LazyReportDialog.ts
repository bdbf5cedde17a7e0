import { lazy } from 'react';

export type { ReportTargetKind } from './components/ReportDialog';

/** The report dialog, loaded when first opened: its menus are on every post page, the dialog rarely. */
export const ReportDialog = lazy(() => import('./components/ReportDialog').then((m) => ({ default: m.ReportDialog })));
