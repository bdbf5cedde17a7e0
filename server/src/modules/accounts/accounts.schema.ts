import { builder } from '../../graphql/builder.ts';
import { db } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { visibleClubsWhere } from '../clubs/clubs.service.ts';
import { findCreatorByHandle } from './accounts.service.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  description: 'A person on Oshi: fan, creator or administrator. Only public profile fields are exposed here.',
  fields: (t) => ({
    uid: t.exposeString('uid', { description: 'Public, copyable user id.' }),
    nickname: t.exposeString('nickname', { description: 'Main profile nickname (2–20 characters).' }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Main profile picture.' }),
    handle: t.exposeString('handle', { nullable: true, description: 'A creator’s vanity name: their public page is /{handle}.' }),
    clubs: t.relation('ownedClubs', {
      description: 'Clubs this user runs that the viewer can see, oldest first.',
      query: (_args, ctx) => ({ where: visibleClubsWhere(ctx.viewer), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a guest.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? db().user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
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
