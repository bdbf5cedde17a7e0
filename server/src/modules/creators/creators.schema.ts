// Creator conversion in GraphQL: apply, see the latest application, and (administrators) list and review.
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { CreatorApplicationStatus } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { adminOnly, hasScope, isAdminSession, signedInWith, tokenNeeds } from '../../graphql/auth-guards.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import { AlreadyCreatorError, ApplicationPendingError } from './creators.errors.ts';
import { applyForCreator, canCreateClub, findApplicationsPage, reviewCreatorApplication } from './creators.service.ts';
import { NOBODY } from '../../platform/ids.ts';


export const CreatorApplicationStatusEnum = builder.enumType(CreatorApplicationStatus, {
  name: 'CreatorApplicationStatus',
  description: 'Where a creator application stands.',
});

builder.objectType(AlreadyCreatorError, {
  name: 'AlreadyCreatorError',
  description: 'The viewer is already a creator (or an administrator).',
  interfaces: [ErrorInterface],
});

builder.objectType(ApplicationPendingError, {
  name: 'ApplicationPendingError',
  description: 'An application is already waiting for review; one at a time.',
  interfaces: [ErrorInterface],
});

export const CreatorApplicationNode = builder.prismaNode('CreatorApplication', {
  id: { field: 'id' },
  // The applicant and administrators only.
  nullable: true,
  findUnique: (id, ctx) =>
    isAdminSession(ctx) ? { id } : { id, userId: ctx.viewer && hasScope(ctx, 'ACCOUNTS_READ') ? ctx.viewer.id : NOBODY },
  description: 'A request to convert to a creator account, reviewed by an administrator.',
  fields: (t) => ({
    status: t.expose('status', { type: CreatorApplicationStatusEnum, description: 'Pending, approved or rejected.' }),
    channelLinks: t.exposeStringList('channelLinks', { description: 'Channel links (YouTube, Twitch, X...), 1–5 http(s) URLs.' }),
    introduction: t.exposeString('introduction', { description: 'The applicant’s introduction (up to 2000 characters).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the application was sent.' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, description: 'When an administrator reviewed it.' }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: 'Why it was rejected.' }),
    applicant: t.relation('user', { description: 'Who applied.' }),
  }),
});

builder.prismaObjectField('User', 'creatorApplication', (t) =>
  t.prismaField({
    type: 'CreatorApplication',
    nullable: true,
    description: 'The latest creator application (the user themself or an administrator; null for others).',
    ...tokenNeeds('ACCOUNTS_READ'),
    resolve: (query, user, _args, ctx) =>
      ctx.viewer?.id === user.id || isAdminSession(ctx)
        ? db().creatorApplication.findFirst({ ...query, where: { userId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
        : null,
  }),
);

builder.queryFields((t) => ({
  viewerCanCreateClub: t.boolean({
    description: 'Whether the viewer may create clubs: approved creators and administrators (an administrator’s API token is its user, not an administrator).',
    // As createClub decides: an administrator's token acts as a plain user.
    resolve: (_root, _args, ctx) => canCreateClub(actingViewer(ctx)) && hasScope(ctx, 'CLUBS_WRITE'),
  }),
  creatorApplications: t.prismaConnection({
    type: 'CreatorApplication',
    cursor: 'keyset',
    description: `Creator applications, oldest first (administrators only). totalCount stops at ${COUNT_LIMIT}.`,
    ...adminOnly,
    args: {
      status: t.arg({ type: CreatorApplicationStatusEnum, required: false, description: 'Only applications in this state.' }),
    },
    totalCount: (_root, { status }) => db().creatorApplication.count({ where: status ? { status } : {}, take: COUNT_LIMIT }),
    resolve: (query, _root, { status }) => findApplicationsPage(query, status),
  }),
}));

const ApplyForCreatorInput = builder.inputType('ApplyForCreatorInput', {
  description: 'A creator application.',
  fields: (t) => ({
    channelLinks: t.stringList({ required: true, description: '1–5 http(s) links to the applicant’s channels.' }),
    introduction: t.string({ required: true, description: 'About the applicant and their channel (up to 2000 characters).' }),
  }),
});

const ReviewCreatorApplicationInput = builder.inputType('ReviewCreatorApplicationInput', {
  description: 'An administrator’s decision.',
  fields: (t) => ({
    applicationId: t.globalID({ required: true, for: CreatorApplicationNode, description: 'The CreatorApplication id.' }),
    approve: t.boolean({ required: true, description: 'True approves (the user becomes a creator); false rejects.' }),
    reason: t.string({ required: false, description: 'Required when rejecting; shown to the applicant.' }),
  }),
});

type ApplicationPayload = { applicationId: string };

const ApplyForCreatorSuccess = builder.objectRef<ApplicationPayload>('ApplyForCreatorSuccess').implement({
  description: 'The application was sent; administrators will review it.',
  fields: (t) => ({
    application: t.prismaField({
      type: 'CreatorApplication',
      description: 'The new application.',
      resolve: (query, p) => db().creatorApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
    }),
  }),
});

const ReviewCreatorApplicationSuccess = builder.objectRef<ApplicationPayload>('ReviewCreatorApplicationSuccess').implement({
  description: 'The application was approved or rejected, and the applicant notified.',
  fields: (t) => ({
    application: t.prismaField({
      type: 'CreatorApplication',
      description: 'The reviewed application.',
      resolve: (query, p) => db().creatorApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  applyForCreator: t.field({
    type: ApplyForCreatorSuccess,
    description: 'Applies to convert the viewer’s account to a creator account. One pending application at a time.',
    ...signedInWith('ACCOUNTS_WRITE'),
    errors: {
      types: [InvalidInputError, AlreadyCreatorError, ApplicationPendingError],
      union: { name: 'ApplyForCreatorResult' },
    },
    args: { input: t.arg({ type: ApplyForCreatorInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ applicationId: (await applyForCreator(ctx.viewer!, input)).id }),
  }),
  reviewCreatorApplication: t.field({
    type: ReviewCreatorApplicationSuccess,
    description: 'Approves or rejects a pending creator application (administrators only); written to the audit log.',
    ...adminOnly,
    errors: { types: [InvalidInputError, NotFoundError], union: { name: 'ReviewCreatorApplicationResult' } },
    args: { input: t.arg({ type: ReviewCreatorApplicationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      applicationId: await reviewCreatorApplication(ctx.viewer!, {
        applicationId: input.applicationId.id,
        approve: input.approve,
        reason: input.reason,
      }),
    }),
  }),
}));
