// Every input rule of spec section 5 answers its own code with the field, through GraphQL, and a
// refused sign-up writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { checkBirthDate, checkNickname, checkPassword, checkPhone, normalizeEmail } from '../validation.ts';
import { createAccount, gql, SIGN_UP, signUpInput, uniqueEmail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'OK';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('rules', () => {
  it('password: 8–72, letters and digits, ASCII only, no spaces', () => {
    expect(codeOf(() => checkPassword('abc1234'))).toBe('PASSWORD_TOO_SHORT');
    expect(codeOf(() => checkPassword('abcd1234'))).toBe('OK');
    expect(codeOf(() => checkPassword('a1'.repeat(36)))).toBe('OK');
    expect(codeOf(() => checkPassword('a1'.repeat(36) + 'x'))).toBe('PASSWORD_TOO_LONG');
    expect(codeOf(() => checkPassword('abcd 1234'))).toBe('PASSWORD_HAS_SPACE');
    expect(codeOf(() => checkPassword('abcd\t1234'))).toBe('PASSWORD_HAS_SPACE');
    expect(codeOf(() => checkPassword('비밀번호1234abc'))).toBe('PASSWORD_NON_ASCII');
    expect(codeOf(() => checkPassword('abcdé1234'))).toBe('PASSWORD_NON_ASCII');
    expect(codeOf(() => checkPassword('12345678'))).toBe('PASSWORD_NO_LETTER');
    expect(codeOf(() => checkPassword('abcdefgh'))).toBe('PASSWORD_NO_DIGIT');
    expect(codeOf(() => checkPassword('!@#$a1%^'))).toBe('OK');
    expect(codeOf(() => checkPassword(''))).toBe('REQUIRED');
  });

  it('nickname 2–20 characters (code points), e-mail format, phone digits, birth date YYYYMMDD', () => {
    expect(codeOf(() => checkNickname('a'))).toBe('NICKNAME_LENGTH');
    expect(codeOf(() => checkNickname('민지'))).toBe('OK');
    expect(codeOf(() => checkNickname('🌙'.repeat(20)))).toBe('OK');
    expect(codeOf(() => checkNickname('x'.repeat(21)))).toBe('NICKNAME_LENGTH');
    expect(codeOf(() => checkNickname('   '))).toBe('REQUIRED');
    // Invisible characters (zero-width space, word joiner, Hangul filler) neither make a name nor pad one.
    expect(codeOf(() => checkNickname('\u200b\u200b'))).toBe('REQUIRED');
    expect(codeOf(() => checkNickname('\u2060\u3164\ufeff'))).toBe('REQUIRED');
    expect(codeOf(() => checkNickname('a\u200b'))).toBe('NICKNAME_LENGTH');
    expect(codeOf(() => checkNickname(`ab${'\u200b'.repeat(40)}`))).toBe('NICKNAME_LENGTH');
    // An emoji family (three people joined by two zero-width joiners) reads as three characters.
    expect(codeOf(() => checkNickname('👨\u200d👩\u200d👧'))).toBe('OK');
    expect(codeOf(() => checkNickname('❤\ufe0f Minji'))).toBe('OK');
    // Control and text-direction characters are refused ("\u202Enimda" shows as "admin"), as social sign-up strips them.
    for (const bad of ['Min\nji', 'Min\tji', 'Min\u0007ji', 'Min\u007fji', '\u202enimda', 'Min\u2066ji\u2069', 'Minji\u200f']) {
      expect(codeOf(() => checkNickname(bad)), JSON.stringify(bad)).toBe('INVALID_CHARACTERS');
    }
    for (const bad of ['plain', 'a@b', 'a b@c.com', '@c.com', 'a@.com', 'a@b..com', 'a@@b.com']) {
      expect(codeOf(() => normalizeEmail(bad)), bad).toBe('EMAIL_INVALID');
    }
    expect(normalizeEmail('  Mirei@Example.COM ')).toBe('mirei@example.com');
    expect(codeOf(() => checkPhone('010-1234-5678'))).toBe('PHONE_INVALID');
    expect(codeOf(() => checkPhone('+821012345678'))).toBe('PHONE_INVALID');
    expect(codeOf(() => checkPhone('01012345678'))).toBe('OK');
    const now = new Date('2026-06-01T00:00:00Z');
    expect(codeOf(() => checkBirthDate('20000229', now))).toBe('OK');
    for (const bad of ['19990229', '2000-01-01', '20001301', '20000132', '2000011', '18991231', '20260602']) {
      expect(codeOf(() => checkBirthDate(bad, now)), bad).toBe('BIRTH_DATE_INVALID');
    }
  });
});

describe('signUp input over GraphQL', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['bad e-mail', { email: 'nope' }, 'EMAIL_INVALID', 'email'],
    ['empty e-mail', { email: '' }, 'REQUIRED', 'email'],
    ['short password', { password: 'ab1', passwordConfirmation: 'ab1' }, 'PASSWORD_TOO_SHORT', 'password'],
    ['long password', { password: 'a1'.repeat(37), passwordConfirmation: 'a1'.repeat(37) }, 'PASSWORD_TOO_LONG', 'password'],
    ['non-ASCII password', { password: 'pässwort12', passwordConfirmation: 'pässwort12' }, 'PASSWORD_NON_ASCII', 'password'],
    ['spaced password', { password: 'pass word12', passwordConfirmation: 'pass word12' }, 'PASSWORD_HAS_SPACE', 'password'],
    ['no letter', { password: '1234567890', passwordConfirmation: '1234567890' }, 'PASSWORD_NO_LETTER', 'password'],
    ['no digit', { password: 'passwordonly', passwordConfirmation: 'passwordonly' }, 'PASSWORD_NO_DIGIT', 'password'],
    ['mismatch', { passwordConfirmation: 'starlight43' }, 'PASSWORD_MISMATCH', 'passwordConfirmation'],
    ['short nickname', { nickname: 'M' }, 'NICKNAME_LENGTH', 'nickname'],
    ['long nickname', { nickname: 'M'.repeat(21) }, 'NICKNAME_LENGTH', 'nickname'],
    ['nickname with a text-direction override', { nickname: '\u202enimda' }, 'INVALID_CHARACTERS', 'nickname'],
    ['missing consent', { consents: ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'PAYMENT_AGENCY', 'MARKETING'] }, 'CONSENT_REQUIRED', 'consents'],
    ['no consents', { consents: [] }, 'CONSENT_REQUIRED', 'consents'],
  ];
  for (const [label, overrides, code, field] of cases) {
    it(`${label} → ${code} on ${field}, nothing written`, async () => {
      const email = uniqueEmail();
      const { body } = await gql(app, SIGN_UP, { input: signUpInput(email, overrides) });
      expect(body.errors).toBeUndefined();
      expect(body.data?.signUp).toMatchObject({ __typename: 'InvalidInputError', code, field });
      expect(await db().user.count({ where: { email } })).toBe(0);
    });
  }
});

describe('account details over GraphQL', () => {
  const UPDATE = `mutation ($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      __typename
      ... on UpdateAccountSuccess { viewer { name phone birthDate } }
      ... on Error { code }
      ... on InvalidInputError { field }
    }
  }`;
  it('checks name, phone and date of birth, each with its code, and saves nothing on failure', async () => {
    const { user, headers } = await createAccount();
    const valid = { name: 'Hoshino Mirei', phone: '01098765432', birthDate: '19990705' };
    const cases: [Record<string, string>, string, string][] = [
      [{ name: ' ' }, 'REQUIRED', 'name'],
      [{ phone: '' }, 'REQUIRED', 'phone'],
      [{ phone: '010-9876-5432' }, 'PHONE_INVALID', 'phone'],
      [{ birthDate: '' }, 'REQUIRED', 'birthDate'],
      [{ birthDate: '1999-07-05' }, 'BIRTH_DATE_INVALID', 'birthDate'],
      [{ birthDate: '19990231' }, 'BIRTH_DATE_INVALID', 'birthDate'],
    ];
    for (const [overrides, code, field] of cases) {
      const { body } = await gql(app, UPDATE, { input: { ...valid, ...overrides } }, headers);
      expect(body.data?.updateAccount, JSON.stringify(overrides)).toEqual({ __typename: 'InvalidInputError', code, field });
    }
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ name: 'Kim Minji', phone: '01012345678' });
    const { body } = await gql(app, UPDATE, { input: valid }, headers);
    expect(body.data?.updateAccount).toEqual({ __typename: 'UpdateAccountSuccess', viewer: valid });
  });
});
