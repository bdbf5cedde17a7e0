import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { styled } from '../theme/stitches.config';
import { useRuntimeConfig, type Stage } from './config';

const PREVIEW_STORAGE_KEY = 'oshi.preview';

/**
 * Tags the debug badge shows (spec section 2): the stage, a preview-1/2/3 (or plain preview) tag and
 * dev mode. The badge exists only on the beta stage, in dev mode or with a `preview` query value, so on
 * the real stage it appears only for dev or preview. Empty means no badge.
 */
export function debugTags({ stage, devMode, preview }: { stage: Stage; devMode: boolean; preview: string | null }): string[] {
  const previewTag = preview === null ? null : /^[123]$/.test(preview) ? `preview-${preview}` : 'preview';
  if (stage !== 'beta' && !devMode && previewTag === null) return [];
  const tags: string[] = [stage];
  if (previewTag) tags.push(previewTag);
  if (devMode) tags.push('dev');
  return tags;
}

/** The `preview` query value, remembered for the tab so the badge survives navigation. */
export function readPreview(search: string): string | null {
  const value = new URLSearchParams(search).get('preview');
  try {
    if (value !== null) {
      window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, value);
      return value;
    }
    return window.sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return value;
  }
}

const Badge = styled('div', {
  position: 'fixed',
  left: 12,
  bottom: 'calc(env(safe-area-inset-bottom, 0px) + 68px)',
  '@sm': { bottom: 12 },
  zIndex: '$badge',
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: '$pill',
  backgroundColor: 'rgba(20, 20, 24, 0.85)',
  border: '1px solid $border',
  backdropFilter: 'blur(8px)',
  pointerEvents: 'none',
  fontFamily: '$mono',
  fontSize: 10,
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

const Tag = styled('span', {
  padding: '2px 8px',
  borderRadius: '$pill',
  color: '$white',
  variants: {
    tone: {
      beta: { backgroundColor: '$primary' },
      real: { backgroundColor: '#334155' },
      preview: { backgroundColor: '#0e9f6e' },
      dev: { backgroundColor: '#c2410c' },
    },
  },
});

export function DebugBadge() {
  const { stage, devMode } = useRuntimeConfig();
  const { search } = useLocation();
  const preview = useMemo(() => readPreview(search), [search]);
  const tags = debugTags({ stage, devMode, preview });
  if (tags.length === 0) return null;
  return (
    <Badge data-testid="debug-badge" aria-hidden>
      {tags.map((tag) => (
        <Tag key={tag} tone={tag.startsWith('preview') ? 'preview' : (tag as 'beta' | 'real' | 'dev')}>
          {tag}
        </Tag>
      ))}
    </Badge>
  );
}
