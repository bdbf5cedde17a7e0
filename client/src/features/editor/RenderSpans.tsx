import type { ReactNode } from 'react';
import type { Span } from './markup';

/** Spans as rich text (links open in a new tab, never followed by search engines). */
export function RenderSpans({ spans }: { spans: readonly Span[] }) {
  return (
    <>
      {spans.map((span, index) => {
        let node: ReactNode = span.text;
        if (span.italic) node = <em>{node}</em>;
        if (span.bold) node = <strong>{node}</strong>;
        if (span.href)
          node = (
            <a href={span.href} target="_blank" rel="noopener noreferrer nofollow ugc" style={{ color: 'var(--club-accent-text, #c4b1ff)', textDecoration: 'underline' }}>
              {node}
            </a>
          );
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}
