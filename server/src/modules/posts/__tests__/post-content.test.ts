// Excerpts stop reading a post once the cut is known, and still say exactly what the whole text would.
import { describe, expect, it } from 'vitest';
import { excerptOf } from '../post-content.ts';

/** The excerpt from the whole text: paragraphs joined by spaces, whitespace collapsed, cut at `length`. */
function wholeTextExcerpt(blocks: { type: string; spans?: { text: string }[]; text?: string }[], length = 140): string {
  const text = blocks
    .filter((b) => b.type === 'paragraph')
    .map((b) => (b.spans ? b.spans.map((s) => s.text).join('') : (b.text ?? '')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

const paragraph = (...texts: string[]) => ({ type: 'paragraph', spans: texts.map((text) => ({ text })) });

describe('excerptOf', () => {
  it('is null for subscriber-only posts and the whole text when short', () => {
    expect(excerptOf([paragraph('hello')], true)).toBeNull();
    expect(excerptOf([paragraph('  hello  '), paragraph(''), paragraph(' world ')], false)).toBe('hello world');
    expect(excerptOf('not blocks', false)).toBe('');
  });

  it('cuts long posts like the whole text would, at every boundary', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pieces = ['a', 'bc ', ' ', '  ', '\n', 'word', '한글', 'x'.repeat(50), '\t \t', ''];
    for (let round = 0; round < 2000; round++) {
      const blocks = Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
        random() < 0.15
          ? { type: 'image', fileId: 'f' }
          : paragraph(...Array.from({ length: Math.floor(random() * 6) }, () => pieces[Math.floor(random() * pieces.length)])),
      );
      const length = 5 + Math.floor(random() * 150);
      expect(excerptOf(blocks, false, length), JSON.stringify({ blocks, length })).toBe(wholeTextExcerpt(blocks, length));
    }
    const long = [paragraph('y'.repeat(10_000)), paragraph('tail')];
    expect(excerptOf(long, false)).toBe(`${'y'.repeat(139)}…`);
  });
});
