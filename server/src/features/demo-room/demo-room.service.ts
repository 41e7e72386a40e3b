import { desc } from 'drizzle-orm';
import { DEMO_OFFERS_LISTED, type DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';
import { toMoney } from '@procura/domain/common/money/money';
import { demoRoomOffers } from '../../db/schema/demo-room';
import type { AppContext } from '../../platform/context';

type DemoOfferRow = typeof demoRoomOffers.$inferSelect;

/** The wire shape of a stored offer: the price as a 2-decimal string, the time in ISO 8601. */
export function presentDemoOffer(row: DemoOfferRow): DemoOffer {
  return { id: row.id, username: row.username, price: toMoney(row.price).toFixed(2), createdAt: row.createdAt.toISOString() };
}

/** The newest offers first, bounded so the room stays light however long the demo runs. */
export async function listRecentDemoOffers(ctx: AppContext): Promise<DemoOffer[]> {
  const rows = await ctx.db
    .select()
    .from(demoRoomOffers)
    .orderBy(desc(demoRoomOffers.createdAt), desc(demoRoomOffers.id))
    .limit(DEMO_OFFERS_LISTED);
  return rows.map(presentDemoOffer);
}

/** Stores one offer (a single insert commits on its own) and returns it as the room shows it. */
export async function recordDemoOffer(ctx: AppContext, offer: { username: string; price: string }): Promise<DemoOffer> {
  const [row] = await ctx.db
    .insert(demoRoomOffers)
    .values({ username: offer.username, price: offer.price, createdAt: ctx.clock.now() })
    .returning();
  return presentDemoOffer(row!);
}
