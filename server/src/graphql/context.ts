// Per-operation context: who is asking and request-scoped helpers. Never the Prisma client.
import type { Logger } from '../platform/logger.ts';
import type { PubSub } from '../platform/pubsub.ts';
import type { Viewer } from '../platform/viewer.ts';

export type { Viewer };


export type Context = {
  requestId: string;
  viewer: Viewer | null;
  /** Browser languages from accept-language, best first. */
  locales: string[];
  logger: Logger;
  pubsub: PubSub;
};
