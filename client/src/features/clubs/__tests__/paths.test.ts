import { describe, expect, it } from 'vitest';
import { contrast, readableAccent, textOn } from '../components/paths';

describe('club accent colours', () => {
  it('puts the text colour with more contrast on a fill', () => {
    expect(textOn('#8b5cf6')).toBe('#0b0b0e'); // white would be 4.2:1
    expect(textOn('#1e3a8a')).toBe('#ffffff');
    expect(contrast(textOn('#8b5cf6'), '#8b5cf6')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens an accent for text until it reads on the dark surfaces, and keeps one that already does', () => {
    for (const accent of ['#8b5cf6', '#3b82f6', '#f43f5e', '#6366f1', '#000000']) {
      expect(contrast(readableAccent(accent), '#1c1c22')).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableAccent('#eab308')).toBe('#eab308');
    expect(readableAccent('not a colour')).toBe('not a colour');
  });
});
