import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages, loadedMessages, loadMessages } from '../../../i18n/messages';
import { BLOCK_ERROR_MESSAGES } from '../../blocks/errors';
import { EDITOR_ERROR_MESSAGES } from '../../editor/errors';
import { UPLOAD_ERROR_MESSAGES } from '../../files/useFileUpload';
import { PAYMENT_ERROR_MESSAGES } from '../../payments/errors';
import { POST_ERROR_MESSAGES } from '../../posts/errors';
import { REVENUE_ERROR_MESSAGES } from '../../revenue/format';
import { CHAT_ERROR_MESSAGES } from '../../chat/errors';
import { STORE_ERROR_MESSAGES } from '../../store/errors';
import { TICKET_ERROR_MESSAGES } from '../../tickets/errors';
import { MODERATION_ERROR_MESSAGES } from '../../moderation/errors';
import { ACCOUNT_ERROR_MESSAGES, ADMIN_ERROR_MESSAGES, API_TOKEN_ERROR_MESSAGES, CREATOR_ERROR_MESSAGES, OAUTH_ERROR_MESSAGES, errorMessageId } from '../errors';
import {
  validateAccount,
  validateBirthDate,
  validateCode,
  validateConsents,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateSignUp,
  validateUrl,
} from '../validation';

describe('password rules (spec 5: 8–72, letters and digits, ASCII only, no spaces)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['abc 12345', 'PASSWORD_HAS_SPACE'],
    ['비밀번호abc123', 'PASSWORD_NON_ASCII'],
    ['pässword1', 'PASSWORD_NON_ASCII'],
    ['abc123', 'PASSWORD_TOO_SHORT'],
    [`a1${'x'.repeat(71)}`, 'PASSWORD_TOO_LONG'],
    ['12345678', 'PASSWORD_NO_LETTER'],
    ['abcdefgh', 'PASSWORD_NO_DIGIT'],
    ['abcdefg1', null],
    [`a1${'x'.repeat(70)}`, null],
    ['P@ss!w0rd#', null],
  ])('%j → %s', (password, code) => {
    expect(validatePassword(password)).toBe(code);
  });

  it('checks spaces before non-ASCII, like the server', () => {
    expect(validatePassword('한 글1a')).toBe('PASSWORD_HAS_SPACE');
  });

  it('needs a matching confirmation', () => {
    expect(validatePasswordConfirmation('abcdefg1', '')).toBe('REQUIRED');
    expect(validatePasswordConfirmation('abcdefg1', 'abcdefg2')).toBe('PASSWORD_MISMATCH');
    expect(validatePasswordConfirmation('abcdefg1', 'abcdefg1')).toBeNull();
  });
});

describe('other fields', () => {
  it.each([
    ['', 'REQUIRED'],
    ['mika', 'EMAIL_INVALID'],
    ['mika@oshi', 'EMAIL_INVALID'],
    ['mi ka@oshi.example', 'EMAIL_INVALID'],
    ['mika@oshi.example', null],
    ['  mika@oshi.example ', null],
  ])('e-mail %j → %s', (email, code) => expect(validateEmail(email)).toBe(code));

  it.each([
    ['', 'REQUIRED'],
    ['a', 'NICKNAME_LENGTH'],
    ['ab', null],
    ['미카', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'NICKNAME_LENGTH'],
    ['🌟', 'NICKNAME_LENGTH'],
    ['🌟✨', null],
    ['Min\nji', 'INVALID_CHARACTERS'],
    ['\u202Enimda', 'INVALID_CHARACTERS'],
    ['👨\u200D👩\u200D👧', null],
  ])('nickname %j → %s', (nickname, code) => expect(validateNickname(nickname)).toBe(code));

  it.each([
    ['', 'REQUIRED'],
    ['010-1234-5678', 'PHONE_INVALID'],
    ['010 1234 5678', 'PHONE_INVALID'],
    ['+821012345678', 'PHONE_INVALID'],
    ['01012345678', null],
    ['1'.repeat(21), 'PHONE_INVALID'],
  ])('phone %j → %s', (phone, code) => expect(validatePhone(phone)).toBe(code));

  const today = new Date(2026, 0, 15);
  it.each([
    ['', 'REQUIRED'],
    ['1999-01-31', 'BIRTH_DATE_INVALID'],
    ['990131', 'BIRTH_DATE_INVALID'],
    ['19990231', 'BIRTH_DATE_INVALID'],
    ['18991231', 'BIRTH_DATE_INVALID'],
    ['20260116', 'BIRTH_DATE_INVALID'],
    ['20000229', null],
    ['19990131', null],
    ['20260115', null],
  ])('date of birth %j → %s', (value, code) => expect(validateBirthDate(value, today)).toBe(code));

  it('codes are exactly 6 digits', () => {
    expect(validateCode('')).toBe('REQUIRED');
    expect(validateCode('12345')).toBe('CODE_INVALID');
    expect(validateCode('12345a')).toBe('CODE_INVALID');
    expect(validateCode('123456')).toBeNull();
  });

  it('URLs are absolute http(s) addresses', () => {
    expect(validateUrl('youtube.com/@mika')).toBe('INVALID_URL');
    expect(validateUrl('javascript:alert(1)')).toBe('INVALID_URL');
    expect(validateUrl('https://youtube.com/@mika')).toBeNull();
  });

  it('needs the four required consents; marketing is optional', () => {
    expect(validateConsents(['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION'])).toBe('CONSENT_REQUIRED');
    expect(validateConsents(['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'])).toBeNull();
  });

  it('collects every field error of a form', () => {
    expect(validateSignUp({ email: 'x', password: 'short', passwordConfirmation: 'other', nickname: 'a', consents: [] })).toEqual({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_TOO_SHORT',
      passwordConfirmation: 'PASSWORD_MISMATCH',
      nickname: 'NICKNAME_LENGTH',
      consents: 'CONSENT_REQUIRED',
    });
    expect(validateAccount({ name: ' ', phone: '010-1', birthDate: '1999' })).toEqual({
      name: 'REQUIRED',
      phone: 'PHONE_INVALID',
      birthDate: 'BIRTH_DATE_INVALID',
    });
  });
});

describe('error code → message maps', () => {
  let en: Record<string, string> = {};
  beforeAll(async () => {
    await loadFeatureMessages();
    en = loadedMessages('en') ?? (await loadMessages('en'));
  });
  const schemaCodes = (() => {
    const schema = readFileSync(resolve(process.cwd(), 'schema.graphql'), 'utf8');
    const block = /enum ErrorCode \{([\s\S]*?)\}/.exec(schema)?.[1] ?? '';
    return block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[A-Z_]+$/.test(line));
  })();

  it('maps every ErrorCode of the schema to a message', () => {
    expect(schemaCodes.length).toBeGreaterThan(20);
    const all = {
      ...ACCOUNT_ERROR_MESSAGES,
      ...CREATOR_ERROR_MESSAGES,
      ...API_TOKEN_ERROR_MESSAGES,
      ...ADMIN_ERROR_MESSAGES,
      ...EDITOR_ERROR_MESSAGES,
      ...POST_ERROR_MESSAGES,
      ...UPLOAD_ERROR_MESSAGES,
      ...PAYMENT_ERROR_MESSAGES,
      ...STORE_ERROR_MESSAGES,
      ...TICKET_ERROR_MESSAGES,
      ...REVENUE_ERROR_MESSAGES,
      ...BLOCK_ERROR_MESSAGES,
      ...MODERATION_ERROR_MESSAGES,
      ...CHAT_ERROR_MESSAGES,
    };
    expect(schemaCodes.filter((code) => !all[code])).toEqual([]);
  });

  it('points every map entry at an existing English message', () => {
    const maps = [ACCOUNT_ERROR_MESSAGES, CREATOR_ERROR_MESSAGES, API_TOKEN_ERROR_MESSAGES, ADMIN_ERROR_MESSAGES, OAUTH_ERROR_MESSAGES, EDITOR_ERROR_MESSAGES, POST_ERROR_MESSAGES, UPLOAD_ERROR_MESSAGES, PAYMENT_ERROR_MESSAGES, STORE_ERROR_MESSAGES, TICKET_ERROR_MESSAGES, REVENUE_ERROR_MESSAGES, BLOCK_ERROR_MESSAGES, MODERATION_ERROR_MESSAGES, CHAT_ERROR_MESSAGES];
    for (const map of maps) {
      for (const id of Object.values(map)) expect(en[id], id).toBeTruthy();
    }
  });

  it('gives each validation rule its own message, and unknown codes the generic one', () => {
    const rules = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_NON_ASCII', 'PASSWORD_HAS_SPACE', 'PASSWORD_NO_LETTER', 'PASSWORD_NO_DIGIT', 'PASSWORD_MISMATCH', 'NICKNAME_LENGTH', 'INVALID_CHARACTERS', 'EMAIL_INVALID', 'PHONE_INVALID', 'BIRTH_DATE_INVALID', 'REQUIRED'];
    const texts = rules.map((code) => en[errorMessageId(code)]);
    expect(new Set(texts).size).toBe(rules.length);
    expect(en[errorMessageId('UNUSUAL_ACCESS')]).toBe('Unusual access detected. Please try again later.');
    expect(errorMessageId('SOMETHING_NEW')).toBe('account.error.generic');
    expect(errorMessageId('APPLICATION_PENDING', CREATOR_ERROR_MESSAGES)).toBe('creator.error.APPLICATION_PENDING');
  });
});
