// A small modal dialog (join, leave, make public): overlay, focus moved inside, Escape and the
// overlay close it, focus returns to the opener. A bottom sheet on phones, a centred card above sm.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import { styled } from '../theme/stitches.config';

const Overlay = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$banner',
  backgroundColor: '$overlay',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  '@sm': { alignItems: 'center', padding: '$5' },
});

const Panel = styled('div', {
  position: 'relative',
  width: '100%',
  maxHeight: '92vh',
  overflowY: 'auto',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$xl $xl 0 0',
  padding: '$6 $5 calc(env(safe-area-inset-bottom, 0px) + 20px)',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  boxShadow: '$pop',
  '@sm': { maxWidth: 440, borderRadius: '$xl', padding: '$6' },
});

const Title = styled('h2', { fontSize: '$xl', fontWeight: '$bold', lineHeight: '$snug', paddingRight: '$7' });
const Close = styled('button', {
  border: 0,
  backgroundColor: 'transparent',
  padding: 0,
  position: 'absolute',
  top: '$4',
  right: '$4',
  size: 36,
  borderRadius: '$round',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textMuted',
  '@hover': { '&:hover': { backgroundColor: '$surfaceRaised', color: '$text' } },
});

export const DialogActions = styled('div', {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$2',
  marginTop: '$2',
  '@sm': { flexDirection: 'row', justifyContent: 'flex-end' },
});

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations of something irreversible. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ open, title, onClose, children, role = 'dialog' }: DialogProps) {
  const intl = useIntl();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, textarea, select, button:not([data-dialog-close])');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <Title id={`${id}-title`}>{title}</Title>
        <Close type="button" data-dialog-close onClick={onClose} aria-label={intl.formatMessage({ id: 'club.dialog.close' })}>
          <Icon name="close" size={18} />
        </Close>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
