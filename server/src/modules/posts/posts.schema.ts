import { builder } from '../../graphql/builder.ts';
import { db } from '../../platform/database.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { excerptOf, visiblePostsWhere } from './posts.service.ts';

export const PostNode = builder.prismaNode('Post', {
  id: { field: 'id' },
  // node(id) and nodes(ids) obey the same visibility rules as every list.
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visiblePostsWhere(ctx.viewer)] }),
  description: 'A post in a club.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Title (required).' }),
    excerpt: t.string({
      nullable: true,
      description: 'A plain-text preview; null when the post is for subscribers only.',
      select: { content: true, isSubscriberOnly: true },
      resolve: (post) => excerptOf(post.content, post.isSubscriberOnly),
    }),
    isNotice: t.exposeBoolean('isNotice', { description: 'A pinned notice from the owner.' }),
    isOwnerPost: t.exposeBoolean('isOwnerPost', { description: 'Written by the club owner.' }),
    isSubscriberOnly: t.exposeBoolean('isSubscriberOnly', { description: 'Only subscribers can read it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was published.' }),
    club: t.relation('club', { description: 'The club it belongs to.' }),
    author: t.relation('author', { description: 'Who wrote it.' }),
    commentCount: t.relationCount('comments', {
      description: 'Comments not deleted.',
      where: { deletedAt: null },
    }),
  }),
});

builder.queryField('feed', (t) =>
  t.prismaConnection({
    type: 'Post',
    cursor: 'id',
    description: 'Recent posts the viewer can see across clubs, newest first.',
    totalCount: (_root, _args, ctx) => db().post.count({ where: visiblePostsWhere(ctx.viewer) }),
    resolve: (query, _root, _args, ctx) =>
      db().post.findMany({
        ...query,
        where: visiblePostsWhere(ctx.viewer),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

builder.subscriptionField('postCreated', (t) =>
  t.prismaField({
    type: 'Post',
    nullable: true,
    description: 'Posts published in a club, as they are published (null when the viewer may not see one).',
    args: { clubId: t.arg.globalID({ required: true, for: [ClubNode], description: 'The club to watch.' }) },
    subscribe: (_root, { clubId }, ctx) => ctx.pubsub.subscribe('club:postCreated', clubId.id),
    resolve: (query, payload, _args, ctx) =>
      db().post.findFirst({
        ...query,
        where: { AND: [{ id: (payload as unknown as { postId: string }).postId }, visiblePostsWhere(ctx.viewer)] },
      }),
  }),
);
