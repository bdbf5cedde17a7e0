// Administration in GraphQL: the audit log (administrators only, through a browser session).
import { NOBODY } from '../../platform/ids.ts';
import { idOf } from '../../graphql/acting-viewer.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { keysetPage } from '../../platform/keyset.ts';
import { adminOnly, isAdminSession } from '../../graphql/auth-guards.ts';


export const JSONScalar = builder.scalarType('JSON', {
  description: 'Arbitrary JSON (an object, array, string, number, boolean or null).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export const AuditLogEntryNode = builder.prismaNode('AuditLog', {
  name: 'AuditLogEntry',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: isAdminSession(ctx) ? id : NOBODY }),
  description: 'One administrator action, as recorded (append-only).',
  fields: (t) => ({
    actor: t.relation('actor', { nullable: true, description: 'The administrator who acted; null for the system’s own actions (e.g. a suspension ending on time).' }),
    action: t.exposeString('action', { description: 'What was done, as `<target>.<verb>`, e.g. "creator_application.approve".' }),
    targetType: t.exposeString('targetType', { description: 'The kind of object acted on, e.g. "CreatorApplication".' }),
    targetId: t.exposeString('targetId', { description: 'The database id of the object acted on.' }),
    details: t.field({ type: JSONScalar, description: 'Details of the action (e.g. the rejection reason).', resolve: (e) => e.details }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
  }),
});

function auditWhere(args: { action?: string | null; actorId?: { typename: string; id: string } | null }): Prisma.AuditLogWhereInput {
  return {
    ...(args.action ? { action: args.action } : {}),
    ...(args.actorId ? { actorId: idOf(args.actorId, 'User') } : {}),
  };
}

builder.queryFields((t) => ({
  auditLog: t.prismaConnection({
    type: 'AuditLog',
    cursor: 'keyset',
    description: `Administrator actions, newest first, optionally of one action or one administrator (administrators only). totalCount stops at ${COUNT_LIMIT}.`,
    ...adminOnly,
    args: {
      action: t.arg.string({ required: false, description: 'Only this action, e.g. "post.hide" (see AuditLogEntry.action).' }),
      actorId: t.arg.globalID({ required: false, description: 'Only this administrator’s actions (a User id).' }),
    },
    totalCount: (_root, args) => db().auditLog.count({ where: auditWhere(args), take: COUNT_LIMIT }),
    resolve: (query, _root, args) => keysetPage(query, 'createdAt', auditWhere(args), (a) => db().auditLog.findMany(a as Prisma.AuditLogFindManyArgs)),
  }),
}));
