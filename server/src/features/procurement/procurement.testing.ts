import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { auctions } from '../../db/schema/auction';
import type { TestApp } from '../../testing/test-app';

// Small helpers of this feature's tests that the shared factories do not have.

let sessions = 0;

/** An auction session of a procurement written straight to the database. */
export async function insertAuction(t: TestApp, procurementId: string, status: AuctionSessionStatus) {
  sessions += 1;
  const [row] = await t.app.ctx.db
    .insert(auctions)
    .values({
      procurementId,
      auctionNumber: `AUC-TEST-${Date.now().toString(36)}-${sessions}`,
      status,
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      periodType: 'LIMITED_TIME',
      startTime: new Date('2030-04-02T01:00:00Z'),
      endTime: new Date('2030-04-02T02:00:00Z'),
      duration: '60.00',
      initialPrice: '1000000.00',
    })
    .returning();
  return row!;
}

/** A complete New Initiation dialog. */
export function newInitiation(overrides: Record<string, unknown> = {}) {
  return {
    procurementName: 'Pengadaan Laptop Kantor 2026',
    negotiationType: 'REVERSE_AUCTION',
    evaluationMethod: 'LEAST_COST_SYSTEM',
    winnerType: 'SINGLE_WINNER',
    biddingType: 'TOTAL_PRICE',
    currencyType: 'SINGLE_CURRENCY',
    priceIncludeTax: true,
    currency: 'IDR',
    ...overrides,
  };
}

/** A procurement period well after any test clock. */
export const PERIOD = { startDate: new Date('2030-04-01T01:00:00.000Z'), endDate: new Date('2030-04-30T10:00:00.000Z') };
