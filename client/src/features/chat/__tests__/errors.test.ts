// Chat's error codes → messages: an edit refused for going too fast is told as editing, not sending.
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/chat.json';
import { chatEditErrorId, chatErrorId } from '../errors';

describe('chat error messages', () => {
  it('tells an edit refused by the rate limit as too many edits, and the rest as sends do', () => {
    expect(chatEditErrorId('RATE_LIMITED')).toBe('chat.error.editRateLimited');
    expect(chatErrorId('RATE_LIMITED')).toBe('chat.error.rateLimited');
    expect(chatEditErrorId('CHAT_WORD_FILTERED')).toBe(chatErrorId('CHAT_WORD_FILTERED'));
    expect(chatEditErrorId(null)).toBe('chat.error.generic');
    expect((en as Record<string, string>)['error.editRateLimited']).toMatch(/editing/);
  });
});
