import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@procura/domain/common/dates';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/company';
import { documentCounters } from '../../db/schema/procurement';

const yearInJakarta = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric' });

/** The year of a moment in Jakarta: numbering restarts on 1 January Jakarta time. */
export function jakartaYear(moment: Date): number {
  return Number(yearInJakarta.format(moment));
}

/** PRC-{companyCode}-{yyyy}-{00001}; a sixth digit appears only past 99,999 in one year. */
export function formatProcurementNumber(companyCode: string, year: number, sequence: number): string {
  return `PRC-${companyCode}-${year}-${String(sequence).padStart(5, '0')}`;
}

/**
 * The next procurement number of a company for the year of `now`. One upsert … returning takes
 * the next value and holds the counter row until the transaction ends, so two submits at once
 * never share a number and a rolled-back submit gives its number back.
 */
export async function nextProcurementNumber(tx: Executor, companyId: string, now: Date): Promise<string> {
  const year = jakartaYear(now);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ companyId, kind: 'procurement', year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  const [company] = await tx.select({ code: companies.companyCode }).from(companies).where(eq(companies.id, companyId));
  return formatProcurementNumber(company!.code, year, counter!.last);
}
