import { builder } from '../../graphql/builder.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { db } from '../../platform/database.ts';
import { visiblePostsWhere } from '../posts/posts.service.ts';
import { findVisibleClubByUri, visibleClubsWhere } from './clubs.service.ts';

export const ClubNode = builder.prismaNode('Club', {
  id: { field: 'id' },
  // Private clubs resolve for their owner and administrators only.
  nullable: true,
  findUnique: (id, ctx) => ({ id, AND: [visibleClubsWhere(ctx.viewer)] }),
  description: 'A creator-run community that fans join.',
  fields: (t) => ({
    uri: t.exposeString('uri', { description: 'The unique path segment: /club/{uri}.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    introduction: t.exposeString('introduction', { description: 'What the club is about.' }),
    fandomName: t.exposeString('fandomName', { nullable: true, description: 'What the fans call themselves.' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'Square icon.' }),
    bannerUrl: t.exposeString('bannerUrl', { nullable: true, description: 'Wide banner image.' }),
    themeColor: t.exposeString('themeColor', { description: 'Theme colour as #RRGGBB.' }),
    isPublic: t.exposeBoolean('isPublic', { description: 'Whether everyone can see the club.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the club was created.' }),
    owner: t.relation('owner', { description: 'The creator who runs the club.' }),
    memberCount: t.relationCount('members', { description: 'How many fans joined.' }),
    posts: t.relatedConnection('posts', {
      description: 'Posts in the club visible to the viewer, newest first.',
      cursor: 'id',
      totalCount: true,
      query: (_args, ctx) => ({
        where: visiblePostsWhere(ctx.viewer),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
    }),
  }),
});

builder.queryFields((t) => ({
  clubs: t.prismaConnection({
    type: 'Club',
    cursor: 'id',
    description: 'Clubs visible to the viewer, newest first.',
    totalCount: (_root, _args, ctx) => db().club.count({ where: visibleClubsWhere(ctx.viewer) }),
    resolve: (query, _root, _args, ctx) =>
      db().club.findMany({
        ...query,
        where: visibleClubsWhere(ctx.viewer),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  club: t.prismaField({
    type: 'Club',
    description: 'A club by its uri.',
    errors: { types: [NotFoundError] },
    args: { uri: t.arg.string({ required: true, description: 'The club uri.' }) },
    resolve: (query, _root, { uri }, ctx) => findVisibleClubByUri(ctx.viewer, uri, query),
  }),
}));
