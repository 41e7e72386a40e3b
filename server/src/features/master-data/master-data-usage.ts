import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import { trialRequests } from '../../db/schema/landing';
import { procurements } from '../../db/schema/procurement';
import { auctions } from '../../db/schema/auction';

/**
 * Where records store the code of a master value, per list. A value whose code appears in one of
 * these columns is in use: it cannot be removed and its code cannot change.
 * Registering a new column is one line here, e.g. `currencies: [procurements.currency],`.
 */
const COLUMNS_STORING_CODES: Partial<Record<MasterListName, readonly PgColumn[]>> = {
  companyTypes: [companies.companyType],
  phonePrefix: [companies.companyPhonePrefix, trialRequests.phonePrefix],
  references: [accounts.reference],
  currencies: [procurements.currency],
  currencyTypes: [procurements.currencyType],
  negotiationTypes: [procurements.negotiationType],
  evaluationMethods: [procurements.evaluationMethod],
  winnerTypes: [procurements.winnerType],
  biddingTypes: [procurements.biddingType],
  procurementBiddingTypes: [procurements.biddingType],
  auctionTypes: [auctions.auctionType],
  auctionModels: [auctions.auctionModel],
  periodTypes: [auctions.periodType],
};

/** True when any record stores this code in a column registered for the list. */
export async function isMasterValueInUse(db: Executor, list: MasterListName, code: string): Promise<boolean> {
  for (const column of COLUMNS_STORING_CODES[list] ?? []) {
    const found = await db.select({ one: sql`1` }).from(column.table).where(eq(column, code)).limit(1);
    if (found.length > 0) return true;
  }
  return false;
}
