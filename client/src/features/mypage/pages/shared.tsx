import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { styled } from '../../../theme/stitches.config';

export const Panel = styled('section', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  variants: { danger: { true: { borderColor: 'rgba(240, 68, 82, 0.4)' } } },
});
export const PanelTitle = styled('h2', { fontSize: '$md', fontWeight: '$bold' });
export const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', lineHeight: '$normal' });
export const BackLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
  fontSize: '$sm',
  marginBottom: '$3',
  '@hover': { '&:hover': { color: '$text' } },
});
export const ReadOnly = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& > span': { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' },
  '& > strong': {
    height: '$buttonMedium',
    display: 'flex',
    alignItems: 'center',
    px: '$4',
    borderRadius: '$md',
    backgroundColor: '$surfaceRaised',
    border: '1px solid $border',
    color: '$textMuted',
    fontWeight: '$regular',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

export function Back() {
  const intl = useIntl();
  return (
    <BackLink to="/mypage">
      <Icon name="arrowLeft" size={16} />
      {intl.formatMessage({ id: 'mypage.back' })}
    </BackLink>
  );
}

export function FormSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Panel aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} css={{ height: 50 }} />
      ))}
    </Panel>
  );
}

/** Copies text to the clipboard (with a fallback for browsers without the async API). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** A small copy button with the copy confirmation toast. */
export function CopyButton({ text, label, copied, children }: { text: string; label: string; copied: string; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      variant="secondary"
      aria-label={label}
      icon={<CopyIcon />}
      onClick={async () => {
        const ok = await copyText(text);
        showToast(ok ? { kind: 'success', message: copied } : { kind: 'error', message: intl.formatMessage({ id: 'mypage.copyFailed' }) });
      }}
    >
      {children}
    </Button>
  );
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}
