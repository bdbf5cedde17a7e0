// Wires the live dashboard into one app instance (startApp): every club activity the owning modules
// report becomes an 'owner:dashboardChanged' event on the app's pubsub, so an owner's dashboard open on
// any instance (Redis) moves without reload.
import { createClubActivityBus, installClubActivityBus, type ClubActivityListener } from '../../platform/club-activity.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { clubOwnerId } from '../clubs/clubs.service.ts';

/** Installs the club-activity bus with the dashboard publisher and further listeners (creator notifications); returns its removal. */
export function startClubActivity(options: { pubsub: PubSub; logger: Logger; listeners?: ClubActivityListener[] }): () => void {
  const { pubsub, logger } = options;
  const bus = createClubActivityBus((err, activity) => logger.error({ err, activity }, 'club activity listener failed'));
  bus.listen(async (activity) => {
    const ownerId = await clubOwnerId(activity.clubId);
    if (ownerId) pubsub.publish('owner:dashboardChanged', ownerId, { clubId: activity.clubId, kind: activity.kind });
  });
  for (const listener of options.listeners ?? []) bus.listen(listener);
  return installClubActivityBus(bus);
}
