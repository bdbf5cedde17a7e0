import { builder } from '../../graphql/builder.ts';
import { db } from '../../platform/database.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  description: 'A person on Oshi: fan, creator or administrator. Only public profile fields are exposed here.',
  fields: (t) => ({
    uid: t.exposeString('uid', { description: 'Public, copyable user id.' }),
    nickname: t.exposeString('nickname', { description: 'Main profile nickname (2–20 characters).' }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Main profile picture.' }),
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
