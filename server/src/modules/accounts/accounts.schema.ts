// Accounts in GraphQL: the User node (public profile plus viewer-only fields), sign-up, sign-in,
// recovery, sessions and My Page mutations. Rules live in the services; this file maps them.
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { AccountSuspendedError } from '../moderation/moderation.errors.ts';
import type { Context } from '../../graphql/context.ts';
import type { ConsentKind, OAuthProvider, UserRole } from '../../generated/prisma/enums.ts';
import type { User } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError, RateLimitedError } from '../../platform/errors.ts';
import { clearedSessionCookie, sessionCookie } from '../../http/session-cookie.ts';
import { visibleClubsWhere } from '../clubs/clubs.service.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import {
  type AccountDeletionBlocker,
  AccountDeletionBlockedError,
  RecentSignInRequiredError,
  EmailNotVerifiedError,
  InvalidCredentialsError,
  ResendTooSoonError,
  UnusualAccessError,
  VerificationCodeError,
} from './accounts.errors.ts';
import { findCreatorByHandle } from './accounts.service.ts';
import { DELETED_USER_NAME, pickLocale } from './account-mail.ts';
import { hasScope, sessionOnly, signedInWith, tokenNeeds } from '../../graphql/auth-guards.ts';
import * as auth from './auth.service.ts';
import * as profile from './profile.service.ts';
import { invalidateSession, sessionIdOf } from './sessions.service.ts';


// ---------------------------------------------------------------------------------------------
// Enums and small types

export const UserRoleEnum = builder.enumType('UserRole', {
  description: 'What an account may do across Oshi.',
  values: {
    USER: { description: 'A fan: joins clubs, posts, comments, subscribes and buys.' },
    CREATOR: { description: 'An approved creator: may also create and run clubs.' },
    ADMIN: { description: 'An administrator: moderation, approvals and refunds.' },
  } satisfies Record<UserRole, { description: string }>,
});

export const ConsentKindEnum = builder.enumType('ConsentKind', {
  description: 'Agreements a user gives. The first four are required to use Oshi; MARKETING is optional.',
  values: {
    TERMS_OF_SERVICE: { description: 'Terms of service (required).' },
    PRIVACY_COLLECTION: { description: 'Collection and use of personal information (required).' },
    THIRD_PARTY_PROVISION: { description: 'Provision of personal information to third parties (required).' },
    PAYMENT_AGENCY: { description: 'Electronic payment agency terms (required).' },
    MARKETING: { description: 'Marketing messages (optional; can be withdrawn any time).' },
  } satisfies Record<ConsentKind, { description: string }>,
});

export const OAuthProviderEnum = builder.enumType('OAuthProvider', {
  description: 'Social sign-in providers an account can be linked to.',
  values: {
    GOOGLE: { description: 'Sign in with Google.' },
    APPLE: { description: 'Sign in with Apple.' },
  } satisfies Record<OAuthProvider, { description: string }>,
});

const AccountDeletionBlockerEnum = builder.enumType('AccountDeletionBlocker', {
  description: 'Why an account cannot be deleted yet.',
  values: {
    PAID_PLAN: { description: 'A paid subscription is active; cancel it and wait for the paid period to end.' },
    UNPAID_BALANCE: { description: 'An order or renewal is awaiting payment.' },
    REFUND_PENDING: { description: 'A late deposit waits to be refunded to a bank account the user names (refundLateDeposit).' },
    UNSETTLED_EARNINGS: { description: 'Creator earnings are pending or not yet withdrawn.' },
    ORDERS_TO_FULFIL: { description: 'Buyers in a club the user owns still wait for paid goods to be shipped or delivered, or hold valid tickets to an event not yet held; ship or refund those orders first.' },
  } satisfies Record<AccountDeletionBlocker, { description: string }>,
});

type NotificationSettingsShape = { byEmail: boolean; clubPosts: boolean; commentReplies: boolean; chatMessages: boolean };
const NotificationSettings = builder.objectRef<NotificationSettingsShape>('NotificationSettings').implement({
  description: 'Which notifications the user receives.',
  fields: (t) => ({
    byEmail: t.exposeBoolean('byEmail', { description: 'Also send notifications by e-mail.' }),
    clubPosts: t.exposeBoolean('clubPosts', { description: 'New owner posts and notices in joined clubs.' }),
    commentReplies: t.exposeBoolean('commentReplies', { description: 'Replies to the user’s comments.' }),
    chatMessages: t.exposeBoolean('chatMessages', { description: 'New private chat messages (in the app; one notice until the conversation is read).' }),
  }),
});

type ConsentShape = { kind: ConsentKind; agreedAt: Date; version: string };
const Consent = builder.objectRef<ConsentShape>('Consent').implement({
  description: 'An agreement in force.',
  fields: (t) => ({
    kind: t.field({ type: ConsentKindEnum, description: 'What was agreed to.', resolve: (c) => c.kind }),
    agreedAt: t.expose('agreedAt', { type: 'DateTime', description: 'When it was agreed to.' }),
    version: t.exposeString('version', { description: 'The version of the document agreed to, e.g. "2026-01-01".' }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Error types of this domain

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: 'The e-mail or password is incorrect (INVALID_CREDENTIALS).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field to highlight: `password` or `currentPassword`.' }),
  }),
});

builder.objectType(RecentSignInRequiredError, {
  name: 'RecentSignInRequiredError',
  description:
    'An account without a password sets its first one, or deletes itself, only within minutes of signing in (RECENT_SIGN_IN_REQUIRED): sign in again with Google or Apple, then retry.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ minutes: t.exposeInt('minutes', { description: 'How recent the sign-in must be, in minutes.' }) }),
});

builder.objectType(EmailNotVerifiedError, {
  name: 'EmailNotVerifiedError',
  description: 'The e-mail address is not verified yet (EMAIL_NOT_VERIFIED); a fresh code was e-mailed to it.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address the code went to; continue with verifyEmail.' }),
    codeExpiresAt: t.expose('codeExpiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the code just sent expires; null when one was sent less than a minute ago and is still valid.',
    }),
  }),
});

builder.objectType(VerificationCodeError, {
  name: 'VerificationCodeError',
  description: 'An e-mailed code or link did not work: CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS (the code is dead).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field at fault: `code` or `token`.' }),
    attemptsLeft: t.exposeInt('attemptsLeft', { description: 'Attempts left on the current code; 0 means request a new one.' }),
  }),
});

builder.objectType(ResendTooSoonError, {
  name: 'ResendTooSoonError',
  description: 'A new code was requested too soon after the previous one (RESEND_TOO_SOON).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds until another code may be requested.' }),
  }),
});

builder.objectType(UnusualAccessError, {
  name: 'UnusualAccessError',
  description: 'Too many attempts for this account or from this address (UNUSUAL_ACCESS: "unusual access detected").',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds until attempts are accepted again.' }),
  }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'The server is busy with this kind of work (RATE_LIMITED); try again shortly.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }),
  }),
});

builder.objectType(AccountDeletionBlockedError, {
  name: 'AccountDeletionBlockedError',
  description: 'The account cannot be deleted yet (ACCOUNT_DELETION_BLOCKED); `reasons` say why.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    reasons: t.field({ type: [AccountDeletionBlockerEnum], description: 'What has to be settled first.', resolve: (e) => e.reasons }),
  }),
});

// ---------------------------------------------------------------------------------------------
// User

/**
 * Personal data (e-mail, legal name, phone, birth date, settings): the user themself only, through a
 * session or their own token with ACCOUNTS_READ. Never an administrator or a club owner reading
 * someone else (member lists, comments, applications): that would need an audited admin screen.
 */
function canSeePrivate(user: { id: string }, ctx: Context): boolean {
  if (!ctx.viewer || !hasScope(ctx, 'ACCOUNTS_READ')) return false;
  return ctx.viewer.id === user.id;
}

/**
 * The Prisma query for a User result. When the operation selects no User field (only __typename),
 * Pothos passes an empty `select`, which Prisma rejects; the id is enough then.
 */
/** A Pothos query that loads no column but the id (and no relation). */
function asksIdOnly(query: { select?: object; include?: object }): boolean {
  return !query.include && Object.keys(query.select ?? {}).every((key) => key === 'id');
}

function selecting<T extends { select?: object }>(query: T): T {
  return query.select && Object.keys(query.select).length === 0 ? { ...query, select: { id: true } } : query;
}

const privately = { nullable: true, ...tokenNeeds('ACCOUNTS_READ') } as const;

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only what the asked fields need: never the password hash or account fields for a nickname.
  select: { id: true },
  description:
    'A person on Oshi: fan, creator or administrator. Public profile fields are open; the account fields (email, name, phone...) resolve only for the user themself and are null for everyone else, administrators included.',
  fields: (t) => ({
    uid: t.exposeString('uid', { description: 'Public, copyable user id.' }),
    nickname: t.string({
      description: 'Main profile nickname (2–20 characters); a deleted account shows a neutral "Deleted user" in the viewer’s language.',
      select: { nickname: true, status: true },
      resolve: (user, _args, ctx) => (user.status === 'DELETED' ? DELETED_USER_NAME[pickLocale(ctx.locales)] : user.nickname),
    }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Main profile picture.' }),
    handle: t.exposeString('handle', { nullable: true, description: 'A creator’s vanity name: their public page is /{handle}.' }),
    isDeleted: t.boolean({
      description: 'True for a deleted account: its posts and comments remain under a neutral name.',
      select: { status: true },
      resolve: (user) => user.status === 'DELETED',
    }),
    clubs: t.relation('ownedClubs', {
      description: 'Clubs this user runs that the viewer can see, oldest first.',
      // As the viewer acts: an administrator's API token sees what its user would, not private clubs.
      query: (_args, ctx) => ({ where: visibleClubsWhere(actingViewer(ctx)), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    }),
    // --- viewer-only
    email: t.string({
      ...privately,
      select: { email: true },
      description: 'Sign-in e-mail address (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.email : null),
    }),
    name: t.string({
      ...privately,
      select: { name: true },
      description: 'Legal name, used for orders and tickets (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.name : null),
    }),
    phone: t.string({
      ...privately,
      select: { phone: true },
      description: 'Phone number, digits only (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.phone : null),
    }),
    birthDate: t.string({
      ...privately,
      select: { birthDate: true },
      description: 'Date of birth as YYYYMMDD (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.birthDate : null),
    }),
    role: t.field({
      ...privately,
      select: { role: true },
      type: UserRoleEnum,
      description: 'USER, CREATOR or ADMIN (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.role : null),
    }),
    emailVerified: t.boolean({
      ...privately,
      select: { emailVerifiedAt: true },
      description: 'Whether the e-mail address is verified (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.emailVerifiedAt !== null : null),
    }),
    hasPassword: t.boolean({
      ...privately,
      select: { passwordHash: true },
      description: 'Whether the account can sign in with a password; false for social-only accounts (viewer-only).',
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? user.passwordHash !== null : null),
    }),
    notificationSettings: t.field({
      ...privately,
      select: { notifyByEmail: true, notifyClubPosts: true, notifyCommentReplies: true, notifyChatMessages: true },
      type: NotificationSettings,
      description: 'Notification preferences (viewer-only).',
      resolve: (user, _args, ctx) =>
        canSeePrivate(user, ctx)
          ? { byEmail: user.notifyByEmail, clubPosts: user.notifyClubPosts, commentReplies: user.notifyCommentReplies, chatMessages: user.notifyChatMessages }
          : null,
    }),
    consents: t.field({
      ...privately,
      type: [Consent],
      description: 'Agreements in force, by kind (viewer-only). A social sign-up lacking a required kind must call acceptConsents.',
      select: { consents: { where: { withdrawnAt: null }, select: { kind: true, agreedAt: true, version: true, withdrawnAt: true } } },
      resolve: (user, _args, ctx) => (canSeePrivate(user, ctx) ? profile.currentConsents(user.consents) : null),
    }),
    linkedProviders: t.field({
      ...privately,
      type: [OAuthProviderEnum],
      description: 'Social sign-in providers linked to the account (viewer-only).',
      select: { oauthAccounts: { select: { provider: true } } },
      resolve: (user, _args, ctx) =>
        canSeePrivate(user, ctx) ? [...new Set(user.oauthAccounts.map((a) => a.provider))].sort() : null,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a guest.',
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      // Pages ask for the viewer's id alone: the credentials were checked against an active account
      // for this request, so the id needs no statement of its own.
      if (asksIdOnly(query)) return { id: ctx.viewer.id } as User;
      return db().user.findUnique({ ...selecting(query), where: { id: ctx.viewer.id } });
    },
  }),
);

builder.queryField('creator', (t) =>
  t.prismaField({
    type: 'User',
    description: 'A creator by the vanity name of their public page (/{name}); "@" is optional.',
    errors: { types: [NotFoundError] },
    args: { name: t.arg.string({ required: true, description: 'The vanity name.' }) },
    resolve: (query, _root, { name }) => findCreatorByHandle(name, query),
  }),
);

// ---------------------------------------------------------------------------------------------
// Mutations

const meta = (ctx: Context): auth.RequestMeta => ({ locales: ctx.locales, ip: ctx.client.ip, userAgent: ctx.client.userAgent });

/** A new session for this request: the cookie, and the viewer for the rest of the operation. */
async function startSession(ctx: Context, signedIn: auth.SignedIn) {
  // The browser's previous session (another account, or a stale one) ends: one session per sign-in.
  if (ctx.session) await invalidateSession(ctx.session.id);
  const user = await db().user.findUniqueOrThrow({ where: { id: signedIn.userId }, select: { role: true } });
  ctx.setCookie(sessionCookie(signedIn.token, signedIn.expiresAt, ctx.secureCookies));
  ctx.viewer = { id: signedIn.userId, role: user.role };
  ctx.session = { id: sessionIdOf(signedIn.token), expiresAt: signedIn.expiresAt };
}

function endSession(ctx: Context) {
  ctx.setCookie(clearedSessionCookie(ctx.secureCookies));
  ctx.viewer = null;
  ctx.session = null;
}

/** Names of a mutation's result union and success object (contract: <Name>Result, <Name>Success). */
function named(name: string, success: string) {
  return {
    union: { name: `${name}Result`, description: `The outcome of ${name[0].toLowerCase()}${name.slice(1)}: success or a typed error.` },
    result: { name: `${name}Success`, description: success },
  };
}

/** For mutations whose success is `{ viewer: User! }`. */
function viewerResult(name: string, success: string) {
  return {
    ...named(name, success),
    directResult: false,
    dataField: { name: 'viewer', description: 'The signed-in user, updated.' },
  } as const;
}

type CodeSent = { codeExpiresAt: Date };

const SignUpSuccess = builder.objectRef<{ email: string; codeExpiresAt: Date }>('SignUpSuccess').implement({
  description: 'The account was created unverified and a 6-digit code was e-mailed; continue with verifyEmail.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The normalized (lower-case) address the code went to.' }),
    codeExpiresAt: t.expose('codeExpiresAt', { type: 'DateTime', description: 'When the code expires (10 minutes).' }),
  }),
});

const ResendVerificationCodeSuccess = builder.objectRef<CodeSent>('ResendVerificationCodeSuccess').implement({
  description: 'A new code was e-mailed (if the address has an unverified account); the previous one no longer works.',
  fields: (t) => ({
    codeExpiresAt: t.expose('codeExpiresAt', { type: 'DateTime', description: 'When the new code expires.' }),
  }),
});

const RequestPasswordResetSuccess = builder.objectRef<CodeSent>('RequestPasswordResetSuccess').implement({
  description:
    'If an account uses this address, a reset code and link were e-mailed. The answer is the same either way, so it does not tell whether an account exists.',
  fields: (t) => ({
    codeExpiresAt: t.expose('codeExpiresAt', { type: 'DateTime', description: 'When the code and link expire.' }),
  }),
});

type Ok = { ok: true };
const okType = (name: string, description: string) =>
  builder.objectRef<Ok>(name).implement({
    description,
    fields: (t) => ({ ok: t.exposeBoolean('ok', { description: 'Always true.' }) }),
  });
const ResetPasswordSuccess = okType('ResetPasswordSuccess', 'The password was changed, every session of the account ended and its API tokens were revoked; sign in again.');
const DeleteAccountSuccess = okType('DeleteAccountSuccess', 'The account was deleted and this browser signed out.');
const SignOutSuccess = okType('SignOutSuccess', 'This session ended and its cookie was cleared.');
const OK: Ok = { ok: true };

const inputErrors = [InvalidInputError, UnusualAccessError, RateLimitedError];

// --- inputs

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'A new account by e-mail.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address (EMAIL_INVALID, EMAIL_TAKEN).' }),
    password: t.string({
      required: true,
      description: '8–72 ASCII characters with letters and digits, no spaces (PASSWORD_* codes).',
    }),
    passwordConfirmation: t.string({ required: true, description: 'The password again (PASSWORD_MISMATCH).' }),
    nickname: t.string({ required: true, description: 'Main profile nickname, 2–20 characters (NICKNAME_LENGTH), without line breaks, tabs or text-direction controls (INVALID_CHARACTERS).' }),
    consents: t.field({
      type: [ConsentKindEnum],
      required: true,
      description: 'Agreements given: all four required kinds (CONSENT_REQUIRED otherwise), plus MARKETING if the user opts in.',
    }),
  }),
});

const EmailCodeInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      email: t.string({ required: true, description: 'The e-mail address of the account.' }),
      code: t.string({ required: true, description: 'The 6-digit code from the e-mail.' }),
    }),
  });
const VerifyEmailInput = EmailCodeInput('VerifyEmailInput', 'The code e-mailed at sign-up.');

const EmailInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({ email: t.string({ required: true, description: 'The e-mail address of the account.' }) }),
  });
const ResendVerificationCodeInput = EmailInput('ResendVerificationCodeInput', 'Where to send a new sign-up code.');
const RequestPasswordResetInput = EmailInput('RequestPasswordResetInput', 'Where to send a password reset code and link.');

const SignInInput = builder.inputType('SignInInput', {
  description: 'E-mail and password.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The e-mail address of the account.' }),
    password: t.string({ required: true, description: 'The password.' }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'A new password, proven by the e-mailed code (email and code) or the link (token).',
  fields: (t) => ({
    email: t.string({ description: 'The e-mail address, with `code`.' }),
    code: t.string({ description: 'The 6-digit code from the reset e-mail, with `email`.' }),
    token: t.string({ description: 'The token from the reset link (/account/reset-password?token=...), instead of email and code.' }),
    password: t.string({ required: true, description: 'The new password (same rules as sign-up).' }),
    passwordConfirmation: t.string({ required: true, description: 'The new password again.' }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'A new password for the signed-in user.',
  fields: (t) => ({
    currentPassword: t.string({ description: 'The current password; required unless the account has none yet (social-only).' }),
    password: t.string({ required: true, description: 'The new password (same rules as sign-up).' }),
    passwordConfirmation: t.string({ required: true, description: 'The new password again.' }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: 'The main profile, shared across clubs.',
  fields: (t) => ({
    nickname: t.string({ required: true, description: 'Nickname, 2–20 characters.' }),
    avatarUrl: t.string({ description: 'Avatar URL (http(s) or an uploaded file path); omit to keep it, null or "" to remove it.' }),
    avatarFileId: t.globalID({ description: 'A new avatar: an IMAGE UploadedFile of the viewer (FILE_INVALID otherwise).' }),
    removeAvatar: t.boolean({ description: 'True removes the avatar (back to the initial); not together with avatarFileId.' }),
  }),
});

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  description: 'Account details used for orders and tickets; all required.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Legal name (at most 50 characters).' }),
    phone: t.string({ required: true, description: 'Phone number, digits only without hyphens (PHONE_INVALID).' }),
    birthDate: t.string({ required: true, description: 'Date of birth as YYYYMMDD, a real date (BIRTH_DATE_INVALID).' }),
  }),
});

const UpdateNotificationSettingsInput = builder.inputType('UpdateNotificationSettingsInput', {
  description: 'All notification preferences.',
  fields: (t) => ({
    byEmail: t.boolean({ required: true, description: 'Also send notifications by e-mail.' }),
    clubPosts: t.boolean({ required: true, description: 'New owner posts and notices in joined clubs.' }),
    commentReplies: t.boolean({ required: true, description: 'Replies to the user’s comments.' }),
    chatMessages: t.boolean({ required: false, description: 'New private chat messages (in the app); omitted keeps the current choice.' }),
  }),
});

const UpdateMarketingConsentInput = builder.inputType('UpdateMarketingConsentInput', {
  description: 'Marketing consent on or off.',
  fields: (t) => ({ agreed: t.boolean({ required: true, description: 'True to agree, false to withdraw.' }) }),
});

const AcceptConsentsInput = builder.inputType('AcceptConsentsInput', {
  description: 'Agreements given after a social sign-up.',
  fields: (t) => ({
    consents: t.field({
      type: [ConsentKindEnum],
      required: true,
      description: 'All four required kinds (CONSENT_REQUIRED otherwise), plus MARKETING if the user opts in.',
    }),
  }),
});

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  description: 'Confirmation of account deletion.',
  fields: (t) => ({
    password: t.string({ description: 'The current password; required when the account has one.' }),
    confirmation: t.string({ description: 'The word "DELETE"; required for accounts without a password (social-only).' }),
  }),
});

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpSuccess,
    description: 'Creates an unverified account with the given consents and e-mails a 6-digit code (10 minutes, 5 attempts).',
    args: { input: t.arg({ type: SignUpInput, required: true, description: 'The new account.' }) },
    errors: { types: [...inputErrors, ResendTooSoonError], ...named('SignUp', 'The account was created; verify the e-mail next.') },
    resolve: (_root, { input }, ctx) => auth.signUp(input, meta(ctx)),
  }),

  verifyEmail: t.prismaField({
    type: 'User',
    description: 'Verifies the e-mail with the sign-up code and signs in (sets the session cookie).',
    args: { input: t.arg({ type: VerifyEmailInput, required: true, description: 'E-mail and code.' }) },
    errors: {
      types: [...inputErrors, VerificationCodeError],
      ...viewerResult('VerifyEmail', 'The e-mail is verified and the user is signed in.'),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const signedIn = await auth.verifyEmail(input, meta(ctx));
      await startSession(ctx, signedIn);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: signedIn.userId } });
    },
  }),

  resendVerificationCode: t.field({
    type: ResendVerificationCodeSuccess,
    description: 'E-mails a new sign-up code, at most once a minute (RESEND_TOO_SOON).',
    args: { input: t.arg({ type: ResendVerificationCodeInput, required: true, description: 'The e-mail address.' }) },
    errors: { types: [...inputErrors, ResendTooSoonError], ...named('ResendVerificationCode', 'A new code is on its way.') },
    resolve: (_root, { input }, ctx) => auth.resendVerificationCode(input, meta(ctx)),
  }),

  signIn: t.prismaField({
    type: 'User',
    description:
      'Signs in with e-mail and password and starts a new session (sets the cookie). Unverified accounts get EMAIL_NOT_VERIFIED and a fresh code; repeated failures UNUSUAL_ACCESS.',
    args: { input: t.arg({ type: SignInInput, required: true, description: 'E-mail and password.' }) },
    errors: {
      types: [...inputErrors, InvalidCredentialsError, EmailNotVerifiedError, ForbiddenError, AccountSuspendedError],
      ...viewerResult('SignIn', 'The user is signed in.'),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const signedIn = await auth.signIn(input, meta(ctx));
      await startSession(ctx, signedIn);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: signedIn.userId } });
    },
  }),

  requestPasswordReset: t.field({
    type: RequestPasswordResetSuccess,
    description: 'E-mails a password reset code and link when an account uses the address; answers the same either way.',
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true, description: 'The e-mail address.' }) },
    errors: { types: inputErrors, ...named('RequestPasswordReset', 'The request was accepted.') },
    resolve: (_root, { input }, ctx) => auth.requestPasswordReset(input, meta(ctx)),
  }),

  resetPassword: t.field({
    type: ResetPasswordSuccess,
    description: 'Sets a new password with the e-mailed code or link, ends every session of the account and revokes its API tokens.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true, description: 'Proof and the new password.' }) },
    errors: { types: [...inputErrors, VerificationCodeError], ...named('ResetPassword', 'The password was reset.') },
    resolve: async (_root, { input }, ctx) => {
      await auth.resetPassword(input, meta(ctx));
      return OK;
    },
  }),

  changePassword: t.prismaField({
    type: 'User',
    description: 'Changes the signed-in user’s password and ends their other sessions (this one goes on; API tokens are kept). Browser sessions only.',
    ...sessionOnly,
    args: { input: t.arg({ type: ChangePasswordInput, required: true, description: 'Current and new password.' }) },
    errors: {
      types: [...inputErrors, InvalidCredentialsError, RecentSignInRequiredError],
      ...viewerResult('ChangePassword', 'The password was changed.'),
    },
    resolve: async (query, _root, { input }, ctx) => {
      await auth.changePassword(ctx.viewer!.id, ctx.session?.id ?? null, input, meta(ctx));
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  updateProfile: t.prismaField({
    type: 'User',
    description: 'Changes the main profile (nickname, avatar).',
    ...signedInWith('ACCOUNTS_WRITE'),
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: 'The profile.' }) },
    errors: { types: [InvalidInputError], ...viewerResult('UpdateProfile', 'The profile was changed.') },
    resolve: async (query, _root, { input }, ctx) => {
      const { avatarFileId, ...rest } = input;
      // Another type's id can never name a file: it fails like someone else's file (FILE_INVALID).
      const fileId = avatarFileId ? (avatarFileId.typename === 'UploadedFile' ? avatarFileId.id : 'not-a-file') : avatarFileId;
      await profile.updateProfile(ctx.viewer!.id, { ...rest, avatarFileId: fileId });
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  updateAccount: t.prismaField({
    type: 'User',
    description: 'Changes the account details: name, phone and date of birth.',
    ...signedInWith('ACCOUNTS_WRITE'),
    args: { input: t.arg({ type: UpdateAccountInput, required: true, description: 'The details.' }) },
    errors: { types: [InvalidInputError], ...viewerResult('UpdateAccount', 'The details were saved.') },
    resolve: async (query, _root, { input }, ctx) => {
      await profile.updateAccount(ctx.viewer!.id, input);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  updateNotificationSettings: t.prismaField({
    type: 'User',
    description: 'Sets the notification preferences.',
    ...signedInWith('ACCOUNTS_WRITE'),
    args: { input: t.arg({ type: UpdateNotificationSettingsInput, required: true, description: 'The preferences.' }) },
    errors: { types: [InvalidInputError], ...viewerResult('UpdateNotificationSettings', 'The preferences were saved.') },
    resolve: async (query, _root, { input }, ctx) => {
      await profile.updateNotificationSettings(ctx.viewer!.id, input);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  updateMarketingConsent: t.prismaField({
    type: 'User',
    description: 'Gives or withdraws the optional marketing consent.',
    ...signedInWith('ACCOUNTS_WRITE'),
    args: { input: t.arg({ type: UpdateMarketingConsentInput, required: true, description: 'On or off.' }) },
    errors: { types: [InvalidInputError], ...viewerResult('UpdateMarketingConsent', 'The consent was saved.') },
    resolve: async (query, _root, { input }, ctx) => {
      await profile.updateMarketingConsent(ctx.viewer!.id, input);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  acceptConsents: t.prismaField({
    type: 'User',
    description: 'Records the required consents (and optionally marketing) for an account that lacks them, e.g. after a social sign-up.',
    ...signedInWith('ACCOUNTS_WRITE'),
    args: { input: t.arg({ type: AcceptConsentsInput, required: true, description: 'The agreements.' }) },
    errors: { types: [InvalidInputError], ...viewerResult('AcceptConsents', 'The consents were recorded.') },
    resolve: async (query, _root, { input }, ctx) => {
      await profile.acceptConsents(ctx.viewer!.id, input);
      return db().user.findUniqueOrThrow({ ...selecting(query), where: { id: ctx.viewer!.id } });
    },
  }),

  deleteAccount: t.field({
    type: DeleteAccountSuccess,
    description:
      'Deletes the signed-in account: ends all sessions, clears personal data and anonymises posts and comments. Refused with ACCOUNT_DELETION_BLOCKED while a paid plan or unpaid balance exists. Browser sessions only.',
    ...sessionOnly,
    args: { input: t.arg({ type: DeleteAccountInput, required: true, description: 'The confirmation.' }) },
    errors: {
      types: [...inputErrors, InvalidCredentialsError, AccountDeletionBlockedError, RecentSignInRequiredError],
      ...named('DeleteAccount', 'The account is deleted.'),
    },
    resolve: async (_root, { input }, ctx) => {
      await profile.deleteAccount(ctx.viewer!.id, ctx.session?.id ?? null, input, meta(ctx));
      endSession(ctx);
      return OK;
    },
  }),

  signOut: t.field({
    type: SignOutSuccess,
    description: 'Ends the current session and clears its cookie (as POST /auth/logout). Browser sessions only.',
    ...sessionOnly,
    errors: { types: [], ...named('SignOut', 'Signed out.') },
    resolve: async (_root, _args, ctx) => {
      if (ctx.session) await invalidateSession(ctx.session.id);
      endSession(ctx);
      return OK;
    },
  }),
}));
