// A small inline mark-up for paragraph blocks, so a plain textarea can carry bold, italic and links:
//   **bold**   _italic_   [text](https://example.com)   \* escapes a marker
// It maps one-to-one to the API's TextSpan list (text, bold, italic, href), in both directions, and never
// fails: a marker without its closing partner is just text.

export interface Span {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | null;
}

interface Style {
  bold: boolean;
  italic: boolean;
  href: string | null;
}

const LINK = /^\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/;
const WORD = /[\p{L}\p{N}]/u;

/** Index of the closing marker at or after `from`, skipping escapes; -1 when there is none. */
function findClosing(source: string, from: number, marker: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') {
      i++;
      continue;
    }
    if (source.startsWith(marker, i)) {
      // "_" closes only at a word boundary (snake_case stays text), and never right after a space.
      if (marker === '_' && (WORD.test(source[i + 1] ?? '') || /\s/.test(source[i - 1] ?? ''))) continue;
      if (marker === '**' && /\s/.test(source[i - 1] ?? '')) continue;
      return i;
    }
  }
  return -1;
}

function push(out: Span[], text: string, style: Style) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.bold === style.bold && last.italic === style.italic && last.href === style.href) last.text += text;
  else out.push({ text, ...style });
}

function parseInto(source: string, style: Style, out: Span[]) {
  let buffer = '';
  const flush = () => {
    push(out, buffer, style);
    buffer = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\' && i + 1 < source.length) {
      buffer += source[i + 1];
      i += 2;
      continue;
    }
    if (char === '[' && style.href === null) {
      const match = LINK.exec(source.slice(i));
      if (match) {
        flush();
        parseInto(match[1], { ...style, href: match[2] }, out);
        i += match[0].length;
        continue;
      }
    }
    if (source.startsWith('**', i) && !/\s/.test(source[i + 2] ?? ' ')) {
      const end = findClosing(source, i + 2, '**');
      if (end > i + 2) {
        flush();
        parseInto(source.slice(i + 2, end), { ...style, bold: !style.bold }, out);
        i = end + 2;
        continue;
      }
    }
    if (char === '_' && !WORD.test(source[i - 1] ?? '') && !/\s/.test(source[i + 1] ?? ' ')) {
      const end = findClosing(source, i + 1, '_');
      if (end > i + 1) {
        flush();
        parseInto(source.slice(i + 1, end), { ...style, italic: !style.italic }, out);
        i = end + 1;
        continue;
      }
    }
    buffer += char;
    i++;
  }
  flush();
}

/** Mark-up → spans (adjacent spans with the same style are merged). */
export function parseMarkup(source: string): Span[] {
  const out: Span[] = [];
  parseInto(source, { bold: false, italic: false, href: null }, out);
  return out;
}

function escape(text: string): string {
  return text.replace(/[\\*_[\]]/g, (m) => `\\${m}`);
}

/** Spans → mark-up (used when an existing post is opened for editing). */
export function spansToMarkup(spans: readonly { text: string; bold?: boolean | null; italic?: boolean | null; href?: string | null }[]): string {
  return spans
    .map((span) => {
      let text = escape(span.text);
      if (!text) return '';
      // Markers hug the text; surrounding spaces stay outside so the closing marker is recognised.
      const lead = /^\s*/.exec(text)![0];
      const trail = /\s*$/.exec(text)![0];
      let core = text.slice(lead.length, text.length - trail.length);
      if (core) {
        if (span.italic) core = `_${core}_`;
        if (span.bold) core = `**${core}**`;
        if (span.href) core = `[${core}](${span.href.replace(/\)/g, '%29').replace(/\s/g, '%20')})`;
      }
      text = `${lead}${core}${trail}`;
      return text;
    })
    .join('');
}

/** Every link target in the mark-up (for the link limit and URL checks). */
export function linksIn(source: string): string[] {
  return parseMarkup(source)
    .map((span) => span.href)
    .filter((href): href is string => href !== null);
}

/** Wraps the selection [start, end) of `value` with a marker; returns the new value and selection. */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  kind: 'bold' | 'italic' | { href: string },
): { value: string; start: number; end: number } {
  const selected = value.slice(start, end);
  const placeholder = selected || (typeof kind === 'object' ? kind.href : '');
  const [open, close] = kind === 'bold' ? ['**', '**'] : kind === 'italic' ? ['_', '_'] : ['[', `](${kind.href})`];
  const next = `${value.slice(0, start)}${open}${placeholder}${close}${value.slice(end)}`;
  return { value: next, start: start + open.length, end: start + open.length + placeholder.length };
}
