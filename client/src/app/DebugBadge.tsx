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

// In the header's flow, beside the logo, not floating over the page: a fixed badge covered buttons and
// links on phones (it sat over the content above the tab bar).
const Badge = styled('div', {
  flexShrink: 0,
  display: 'inline-flex',
  gap: 2,
  padding: 2,
  borderRadius: '$pill',
  backgroundColor: 'rgba(20, 20, 24, 0.85)',
  border: '1px solid $border',
  pointerEvents: 'none',
  fontFamily: '$mono',
  fontSize: 9,
  lineHeight: 1.4,
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  '@sm': { fontSize: 10, gap: 4 },
});

const Tag = styled('span', {
  padding: '1px 5px',
  borderRadius: '$pill',
  color: '$white',
  '@sm': { padding: '2px 8px' },
  variants: {
    tone: {
      beta: { backgroundColor: '$primaryFill' },
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
