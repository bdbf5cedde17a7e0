import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../components/Icon';
import { slideDown } from '../theme/animations';
import { styled } from '../theme/stitches.config';
import { TOAST_DURATION_MS } from './constants';

export type ToastKind = 'error' | 'success';

export interface ToastOptions {
  kind: ToastKind;
  message: ReactNode;
  /** Milliseconds before it closes by itself; 0 keeps it until clicked. */
  duration?: number;
}

export interface Toast extends Required<ToastOptions> {
  id: number;
}

const MAX_TOASTS = 3;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast at the top centre. Works outside React (network layer, event handlers). Returns its id. */
export function showToast({ kind, message, duration }: ToastOptions): number {
  const id = nextId++;
  const toast: Toast = { id, kind, message, duration: duration ?? TOAST_DURATION_MS[kind] };
  toasts = [...toasts, toast].slice(-MAX_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

const Region = styled('div', {
  position: 'fixed',
  top: 'calc(env(safe-area-inset-top, 0px) + 12px)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: '$toast',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  width: 'min(calc(100vw - 24px), 440px)',
  pointerEvents: 'none',
});

const Item = styled('button', {
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: '100%',
  padding: '12px 16px',
  borderRadius: '$lg',
  border: '1px solid $borderStrong',
  backgroundColor: 'rgba(28, 28, 34, 0.96)',
  backdropFilter: 'blur(12px)',
  boxShadow: '$pop',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$medium',
  textAlign: 'left',
  animation: `${slideDown} 180ms ease-out`,
  '& > p': { flex: 1, lineHeight: '$snug' },
  variants: {
    kind: {
      error: { '& > svg:first-child': { color: '$error' } },
      success: { '& > svg:first-child': { color: '$success' } },
    },
  },
});

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  useEffect(() => {
    if (!toast.duration) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <Item
      type="button"
      kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      title={intl.formatMessage({ id: 'app.toast.close' })}
      onClick={() => dismissToast(toast.id)}
    >
      <Icon
        name={toast.kind === 'error' ? 'alert' : 'check'}
        size={22}
        label={intl.formatMessage({ id: toast.kind === 'error' ? 'app.toast.error' : 'app.toast.success' })}
      />
      <p>{toast.message}</p>
      <Icon name="close" size={16} />
    </Item>
  );
}

/** The toast area; mount once, inside the IntlProvider. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return (
    <Region aria-live="polite">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
