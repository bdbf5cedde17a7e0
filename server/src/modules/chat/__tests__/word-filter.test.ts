// The owner's word filter catches a filtered word however it is dressed up to look the same: case,
// full-width and compatibility letters, accents and dotted capitals, and invisible characters inside it.
import { describe, expect, it } from 'vitest';
import { filteredWordIn } from '../chat.service.ts';

describe('the chat word filter', () => {
  const words = ['spam', 'istanbul', '바보'];

  it.each([
    ['SPAM here', 'spam'],
    ['spa\u200bm', 'spam'],
    ['\u017fpam', 'spam'],
    ['\uff33\uff30\uff21\uff2d', 'spam'],
    ['\u0130STANBUL', 'istanbul'],
    ['I love ſpám', 'spam'],
    ['너 바\u200d보야', '바보'],
  ])('catches %j', (text, word) => {
    expect(filteredWordIn(text, words)).toBe(word);
  });

  it('never matches a word that folds to nothing (invisible characters, a lone mark)', () => {
    expect(filteredWordIn('a perfectly normal message', ['\u200b', '\u0301'])).toBeNull();
  });

  it('lets other words through', () => {
    expect(filteredWordIn('sp am and istan bul', words)).toBeNull();
    expect(filteredWordIn('a spa visit', words)).toBeNull();
  });
});
