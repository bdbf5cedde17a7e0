// A paragraph block: a textarea holding the inline mark-up (see markup.ts) with Bold, Italic and Link
// buttons acting on the selection, and a live preview when the text carries formatting.
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { textAreaStyles } from '../../components/FormBits';
import { isHttpUrl } from './embeds';
import { parseMarkup, wrapSelection } from './markup';
import { RenderSpans } from './RenderSpans';

const Area = styled('textarea', { ...textAreaStyles, minHeight: 110 });
const Toolbar = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', flexWrap: 'wrap' });
const ToolButton = styled('button', {
  border: 0,
  backgroundColor: 'transparent',
  padding: 0,
  minWidth: 34,
  height: 32,
  px: '$2',
  borderRadius: '$sm',
  color: '$textMuted',
  fontSize: '$sm',
  '&:hover': { backgroundColor: '$surfaceRaised', color: '$text' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focus' },
});
const Preview = styled('div', {
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px dashed $border',
  fontSize: '$md',
  lineHeight: '$normal',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  '& > small': { display: 'block', color: '$textSubtle', fontSize: '$xs', marginBottom: '$1' },
});
const Syntax = styled('small', { color: '$textSubtle', fontSize: '$xs', marginLeft: '$1', display: 'none', '@sm': { display: 'inline' } });
const LinkRow = styled('div', { display: 'flex', gap: '$2', alignItems: 'flex-end', '& > div': { flex: 1 } });

export interface ParagraphFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string;
}

export function ParagraphField({ value, onChange, label, error }: ParagraphFieldProps) {
  const intl = useIntl();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number }>({ start: 0, end: 0 });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [hrefError, setHrefError] = useState<string | null>(null);

  function remember() {
    const el = area.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  }

  function apply(kind: 'bold' | 'italic' | { href: string }) {
    const el = area.current;
    const { start, end } = el && document.activeElement === el ? { start: el.selectionStart, end: el.selectionEnd } : selection.current;
    const next = wrapSelection(value, start, end, kind);
    onChange(next.value);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.start, next.end);
    });
  }

  function addLink() {
    const url = href.trim();
    if (!isHttpUrl(url)) {
      setHrefError(intl.formatMessage({ id: 'editor.error.INVALID_URL' }));
      return;
    }
    apply({ href: url });
    setLinking(false);
    setHref('https://');
    setHrefError(null);
  }

  const formatted = /\*\*|_|\[/.test(value) && parseMarkup(value).some((span) => span.bold || span.italic || span.href);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Toolbar role="toolbar" aria-label={intl.formatMessage({ id: 'editor.paragraph.toolbar' })} aria-controls={id}>
        <ToolButton type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => apply('bold')} aria-label={intl.formatMessage({ id: 'editor.paragraph.bold' })}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => apply('italic')} aria-label={intl.formatMessage({ id: 'editor.paragraph.italic' })}>
          <em style={{ fontFamily: 'serif', fontSize: 15 }}>I</em>
        </ToolButton>
        <ToolButton
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            remember();
            setLinking((open) => !open);
          }}
          aria-expanded={linking}
          aria-label={intl.formatMessage({ id: 'editor.paragraph.link' })}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden focusable="false">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </svg>
        </ToolButton>
        <Syntax>
          <FormattedMessage id="editor.paragraph.syntax" />
        </Syntax>
      </Toolbar>
      {linking ? (
        <LinkRow>
          <TextField
            label={intl.formatMessage({ id: 'editor.paragraph.linkUrl' })}
            value={href}
            type="url"
            inputMode="url"
            error={hrefError ?? undefined}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
          />
          <Button size="small" variant="secondary" onClick={addLink} style={{ height: 50 }}>
            <FormattedMessage id="editor.paragraph.linkAdd" />
          </Button>
        </LinkRow>
      ) : null}
      <Area
        ref={area}
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={value}
        placeholder={intl.formatMessage({ id: 'editor.paragraph.placeholder' })}
        onChange={(event) => onChange(event.target.value)}
        onSelect={remember}
        onBlur={remember}
      />
      {formatted ? (
        <Preview aria-live="polite">
          <small>
            <FormattedMessage id="editor.paragraph.preview" />
          </small>
          <RenderSpans spans={parseMarkup(value)} />
        </Preview>
      ) : null}
    </div>
  );
}
