// API tokens for partners: create (shown once), list (owner only), revoke. Token management needs a
// browser session: a token can never mint or revoke tokens.
import { builder } from '../../graphql/builder.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { API_SCOPES, hasScope, sessionOnly, tokenNeeds } from '../../graphql/auth-guards.ts';
import { GraphQLError } from 'graphql';
import { createApiToken, type CreatedApiToken, revokeApiToken } from './api-tokens.service.ts';


/** A uuid no row has: lookups for guests match nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export const ApiScopeEnum = builder.enumType('ApiScope', {
  description: 'What an API token may do: read or write per area.',
  values: {
    ACCOUNTS_READ: { description: 'Read the token owner’s account data.' },
    ACCOUNTS_WRITE: { description: 'Change the token owner’s account data (profile, settings, creator application).' },
    CLUBS_READ: { description: 'Read clubs as the token owner sees them.' },
    CLUBS_WRITE: { description: 'Create and edit clubs the owner runs, join and leave clubs.' },
    POSTS_READ: { description: 'Read posts and comments as the token owner sees them.' },
    POSTS_WRITE: { description: 'Write posts and comments as the token owner.' },
    MEMBERSHIPS_READ: { description: 'Read plans and the token owner’s subscriptions (subscribers’ standing for clubs they run).' },
    MEMBERSHIPS_WRITE: { description: 'Create, edit, reorder and archive plans of clubs the owner runs (subscribing and cancelling need a session).' },
    PAYMENTS_READ: { description: 'Read the token owner’s payments and registered cards (brand and last digits).' },
    ORDERS_READ: { description: 'Read the token owner’s store orders.' },
    ORDERS_WRITE: { description: 'Mark store orders of clubs the owner runs shipped and delivered (refunds need a session).' },
    REVENUE_READ: { description: 'Read the revenue of clubs the owner runs, their settlement details (masked) and withdrawals (requesting and settlement changes need a session).' },
  } satisfies Record<(typeof API_SCOPES)[number], { description: string }>,
});

export const ApiTokenNode = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  // Only the owner (through a session, or a token with ACCOUNTS_READ) can look a token up.
  nullable: true,
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer && hasScope(ctx, 'ACCOUNTS_READ') ? ctx.viewer.id : NOBODY }),
  description: 'A partner API token. The token itself is shown once, at creation; only its hash is stored.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The owner’s name for the token (1–40 characters).' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the token, to tell tokens apart.' }),
    scopes: t.field({
      type: [ApiScopeEnum],
      description: 'What the token may do.',
      resolve: (token) => token.scopes.filter((s): s is (typeof API_SCOPES)[number] => (API_SCOPES as readonly string[]).includes(s)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the token was created.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When the token was last used (to the minute).' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When the token was revoked; revoked tokens answer 401.' }),
  }),
});

builder.prismaObjectField('User', 'apiTokens', (t) =>
  t.prismaField({
    type: ['ApiToken'],
    nullable: true,
    description: 'The viewer’s API tokens, newest first (null for anyone else).',
    ...tokenNeeds('ACCOUNTS_READ'),
    resolve: (query, user, _args, ctx) =>
      ctx.viewer?.id === user.id
        ? db().apiToken.findMany({ ...query, where: { userId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
        : null,
  }),
);

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  description: 'A new API token.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'A name to recognise the token by (1–40 characters, without line breaks, tabs or text-direction controls: INVALID_CHARACTERS).' }),
    scopes: t.field({ type: [ApiScopeEnum], required: true, description: 'At least one scope.' }),
  }),
});

type CreatedToken = CreatedApiToken;
const CreateApiTokenSuccess = builder.objectRef<CreatedToken>('CreateApiTokenSuccess').implement({
  description: 'The token was created. Copy it now: it is never shown again.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The token, for `Authorization: Bearer <token>`. Shown only here.' }),
    apiToken: t.field({ type: ApiTokenNode, description: 'The stored token.', resolve: (r) => r.apiToken }),
  }),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  description: 'The token to revoke.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: ApiTokenNode, description: 'The ApiToken id.' }),
  }),
});

type RevokedToken = { apiToken: Awaited<ReturnType<typeof revokeApiToken>> };
const RevokeApiTokenSuccess = builder.objectRef<RevokedToken>('RevokeApiTokenSuccess').implement({
  description: 'The token is revoked: requests with it now answer 401.',
  fields: (t) => ({
    apiToken: t.field({ type: ApiTokenNode, description: 'The revoked token.', resolve: (r) => r.apiToken }),
  }),
});

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreateApiTokenSuccess,
    description: 'Creates a named, scoped API token for the viewer. Needs a browser session (tokens cannot mint tokens).',
    ...sessionOnly,
    errors: { types: [InvalidInputError], union: { name: 'CreateApiTokenResult' } },
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Only while this session lasts: a password reset ending it meanwhile leaves no token behind.
      const created = ctx.session ? await createApiToken(ctx.viewer!.id, input, API_SCOPES, ctx.session.id) : null;
      if (!created) throw new GraphQLError('Your session has ended; sign in again.', { extensions: { code: 'UNAUTHENTICATED' } });
      return created;
    },
  }),
  revokeApiToken: t.field({
    type: RevokeApiTokenSuccess,
    description: 'Revokes one of the viewer’s API tokens. Needs a browser session.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: { name: 'RevokeApiTokenResult' } },
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ apiToken: await revokeApiToken(ctx.viewer!.id, input.id.id) }),
  }),
}));
