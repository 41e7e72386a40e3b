import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { auctions } from '../db/schema/auction';
import { attendAll } from '../features/auction/auction-bidding.testing';
import { invitedSession } from '../features/auction/auction-invitation.testing';
import { startTestApp, type TestApp } from '../testing/test-app';

// Test data for the fault tests, written into the private PostgreSQL by the server's own test app
// in this process (the factories and the sign-in by one-time code), before or beside the real nodes:
// the nodes read it from the shared database like data any other node wrote.

export interface Seeder {
  t: TestApp;
  close(): Promise<void>;
}

/** The in-process app on the private database, used only to write test data and sign people in. */
export async function openSeeder(databaseUrl: string): Promise<Seeder> {
  const database = await openDatabase({ databaseUrl });
  const t = await startTestApp({ database, systemClock: true });
  return {
    t,
    async close() {
      await t.close();
      await database.close();
    },
  };
}

export interface SeededVendor {
  token: string;
  vendorId: string;
  email: string;
}

export interface SeededAuction {
  auctionId: string;
  buyerToken: string;
  vendors: SeededVendor[];
  startTime: Date;
  endTime: Date;
  initialPrice: number;
  decrement: number;
}

/**
 * An OPEN (or CLOSE), TOTAL_PRICE, LIMITED_TIME session with `vendors` vendors who all chose to attend, that
 * starts at `startTime` (the running nodes' scheduler starts it) and ends at `endTime`.
 */
export async function seedAuction(
  t: TestApp,
  options: { vendors: number; startTime: Date; endTime: Date; auctionType?: 'OPEN' | 'CLOSE' },
): Promise<SeededAuction> {
  const initialPrice = 300_000_000;
  const decrement = 1_000;
  const hour = 3_600_000;
  const made = await invitedSession(t, {
    vendors: options.vendors,
    session: {
      periodType: 'LIMITED_TIME',
      auctionType: options.auctionType ?? 'OPEN',
      startTime: new Date(Date.now() + hour),
      endTime: new Date(Date.now() + 2 * hour),
      initialPrice: initialPrice.toFixed(2),
      minimalDecrement: decrement.toFixed(2),
    },
  });
  await attendAll(t, made);
  // Attendance closes at the start, so the real times are set once everyone attended.
  await scheduleSession(t, made.auction.id, options.startTime, options.endTime);
  return {
    auctionId: made.auction.id,
    buyerToken: made.buyer.token,
    vendors: made.vendors.map((v) => ({ token: v.token, vendorId: v.procurementVendorId, email: v.email })),
    startTime: options.startTime,
    endTime: options.endTime,
    initialPrice,
    decrement,
  };
}

/** Sets a NOT_STARTED session's times; the running nodes' scheduler starts and ends it when due. */
export async function scheduleSession(t: TestApp, auctionId: string, startTime: Date, endTime: Date): Promise<void> {
  await t.app.ctx.db.update(auctions).set({ startTime, endTime }).where(eq(auctions.id, auctionId));
}
