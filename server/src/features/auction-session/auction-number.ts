import { eq, sql } from 'drizzle-orm';
import { formatAuctionNumber, yearIn } from '@procura/domain/procurement/auction-session.rules';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/company';
import { documentCounters } from '../../db/schema/procurement';

const KIND = 'auction';

/**
 * The next auction number of a company: AUC-{companyCode}-{Jakarta year}-{00001}. One upsert
 * takes the next value atomically, so two nodes creating sessions at once never share a number;
 * call it inside the transaction that inserts the session, so a failed save gives its number back.
 */
export async function nextAuctionNumber(tx: Executor, companyId: string, now: Date): Promise<string> {
  const year = yearIn(now);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ companyId, kind: KIND, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  const [company] = await tx.select({ companyCode: companies.companyCode }).from(companies).where(eq(companies.id, companyId));
  return formatAuctionNumber(company!.companyCode, year, counter!.last);
}
