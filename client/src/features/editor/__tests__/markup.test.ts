import { describe, expect, it } from 'vitest';
import { countLinks, emptyDraft, move, newBlock, toContentInput, validateDraft, type Draft } from '../draft';
import { recognizeEmbed } from '../embeds';
import { linksIn, parseMarkup, spansToMarkup, wrapSelection } from '../markup';

const plain = (text: string) => ({ text, bold: false, italic: false, href: null });

describe('inline mark-up', () => {
  it('parses bold, italic, links and their combinations into spans', () => {
    expect(parseMarkup('Hello **big** _small_ [site](https://oshi.example) end')).toEqual([
      plain('Hello '),
      { text: 'big', bold: true, italic: false, href: null },
      plain(' '),
      { text: 'small', bold: false, italic: true, href: null },
      plain(' '),
      { text: 'site', bold: false, italic: false, href: 'https://oshi.example' },
      plain(' end'),
    ]);
    expect(parseMarkup('**_both_**')).toEqual([{ text: 'both', bold: true, italic: true, href: null }]);
    expect(parseMarkup('[**bold link**](https://a.example/x)')).toEqual([{ text: 'bold link', bold: true, italic: false, href: 'https://a.example/x' }]);
  });

  it('treats unclosed markers, snake_case and escapes as text', () => {
    expect(parseMarkup('2 ** 3 and snake_case_name')).toEqual([plain('2 ** 3 and snake_case_name')]);
    expect(parseMarkup('**open only')).toEqual([plain('**open only')]);
    expect(parseMarkup('\\*\\*not bold\\*\\*')).toEqual([plain('**not bold**')]);
    expect(parseMarkup('[no url]')).toEqual([plain('[no url]')]);
  });

  it('round-trips spans through the mark-up', () => {
    const spans = [
      plain('Say * and _ and [x] '),
      { text: 'loud ', bold: true, italic: false, href: null },
      { text: 'link', bold: false, italic: true, href: 'https://oshi.example/a)b' },
    ];
    const parsed = parseMarkup(spansToMarkup(spans));
    expect(parsed.map((s) => s.text).join('')).toBe('Say * and _ and [x] loud link');
    expect(parsed.find((s) => s.text === 'loud')).toMatchObject({ bold: true });
    expect(parsed.find((s) => s.text === 'link')).toMatchObject({ italic: true, href: 'https://oshi.example/a%29b' });
  });

  it('wraps a selection and counts links', () => {
    expect(wrapSelection('make this bold', 5, 9, 'bold')).toEqual({ value: 'make **this** bold', start: 7, end: 11 });
    expect(wrapSelection('see', 3, 3, { href: 'https://a.example' }).value).toBe('see[https://a.example](https://a.example)');
    expect(linksIn('[a](https://a.example) and [b](https://b.example)')).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('embeds', () => {
  it('recognises YouTube, Twitch and X links and refuses others', () => {
    expect(recognizeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(recognizeEmbed('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('YOUTUBE');
    expect(recognizeEmbed('https://youtube.com/shorts/abcdEFGH123')?.provider).toBe('YOUTUBE');
    expect(recognizeEmbed('https://www.twitch.tv/aria_nova', 'oshi.example')?.embedUrl).toBe(
      'https://player.twitch.tv/?channel=aria_nova&parent=oshi.example&autoplay=false',
    );
    expect(recognizeEmbed('https://www.twitch.tv/videos/123456')?.provider).toBe('TWITCH');
    expect(recognizeEmbed('https://x.com/aria/status/1790000000000000000')).toEqual({ provider: 'X', embedUrl: null, label: '@aria' });
    expect(recognizeEmbed('https://vimeo.com/123')).toBeNull();
    expect(recognizeEmbed('javascript:alert(1)')).toBeNull();
  });
});

describe('draft', () => {
  const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), ...patch });

  it('requires a title and some content', () => {
    expect(validateDraft(draft({}), 10)).toMatchObject({ title: 'REQUIRED', content: 'REQUIRED' });
    const ok = draft({ title: 'Hi', blocks: [{ ...newBlock('paragraph'), text: 'hello' }] });
    expect(validateDraft(ok, 10)).toEqual({ blocks: {} });
    expect(validateDraft(draft({ title: 'x'.repeat(101), blocks: ok.blocks }), 10).title).toBe('TITLE_TOO_LONG');
  });

  it('counts span links and embeds (inside sections too) against the limit', () => {
    const section = newBlock('subscriberOnly');
    section.blocks = [{ ...newBlock('embed'), url: 'https://youtu.be/dQw4w9WgXcQ' }];
    const blocks = [{ ...newBlock('paragraph'), text: '[a](https://a.example) [b](https://b.example)' }, section];
    expect(countLinks(blocks)).toBe(3);
    expect(validateDraft(draft({ title: 't', blocks }), 2).content).toBe('POST_LINK_LIMIT');
    expect(validateDraft(draft({ title: 't', blocks }), 3).content).toBeUndefined();
  });

  it('flags unsupported embeds and non-http links per block', () => {
    const embed = { ...newBlock('embed'), url: 'https://vimeo.com/1' };
    const paragraph = { ...newBlock('paragraph'), text: '[x](ftp://files.example)' };
    const errors = validateDraft(draft({ title: 't', blocks: [embed, paragraph] }), 10);
    expect(errors.blocks).toEqual({ [embed.key]: 'EMBED_UNSUPPORTED', [paragraph.key]: 'INVALID_URL' });
  });

  it('builds the content input, dropping empty blocks and sections', () => {
    const image = { ...newBlock('image'), file: { id: 'F1', name: 'a.png', url: '/files/F1.webp', mimeType: 'image/webp', byteSize: 10 }, alt: ' cover ' };
    const emptySection = newBlock('subscriberOnly');
    const section = newBlock('subscriberOnly');
    section.blocks = [{ ...newBlock('paragraph'), text: 'secret **stuff**' }];
    const input = toContentInput([{ ...newBlock('paragraph'), text: '  ' }, image, newBlock('media'), emptySection, section, { ...newBlock('embed'), url: ' https://youtu.be/dQw4w9WgXcQ ' }]);
    expect(input).toEqual([
      { image: { fileId: 'F1', alt: 'cover' } },
      { subscriberOnly: { blocks: [{ paragraph: { spans: [plain('secret '), { text: 'stuff', bold: true, italic: false, href: null }] } }] } },
      { embed: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
    ]);
  });

  it('moves blocks up and down within bounds', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
