// Assembles the schema: importing a module registers its types on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import '../modules/accounts/accounts.schema.ts';
import '../modules/accounts/api-tokens.schema.ts';
import '../modules/admin/admin.schema.ts';
import '../modules/creators/creators.schema.ts';
import '../modules/clubs/clubs.schema.ts';
import '../modules/memberships/memberships.schema.ts';
import '../modules/posts/posts.schema.ts';
import '../modules/comments/comments.schema.ts';
import '../modules/reactions/reactions.schema.ts';
import '../modules/blocks/blocks.schema.ts';
import '../modules/notifications/notifications.schema.ts';
import '../modules/files/files.schema.ts';
import '../modules/payments/payments.schema.ts';
import '../modules/store/store.schema.ts';
import '../modules/store/store-orders.schema.ts';
import '../modules/tickets/tickets.schema.ts';
import '../modules/memberships/subscribers.schema.ts';
import '../modules/dashboard/dashboard.schema.ts';
import '../modules/revenue/revenue.schema.ts';
import '../modules/moderation/moderation.schema.ts';
import '../modules/chat/chat.schema.ts';
import { builder } from './builder.ts';

export const schema = builder.toSchema({ sortSchema: true });

export function printSortedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
