import { DEMO_OFFERS_LISTED, type DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';

// ISO 8601 times in UTC compare as text; the id breaks ties between offers of the same millisecond.
const newestFirst = (a: DemoOffer, b: DemoOffer) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * Adds offers to the list the room shows: one row per offer id (a live offer may also arrive in a
 * later fetch, or in the sender's ack), newest first, as many as the server lists.
 */
export function mergeDemoOffers(current: readonly DemoOffer[], incoming: readonly DemoOffer[]): DemoOffer[] {
  const byId = new Map(current.map((offer) => [offer.id, offer]));
  for (const offer of incoming) byId.set(offer.id, offer);
  return [...byId.values()].sort(newestFirst).slice(0, DEMO_OFFERS_LISTED);
}
