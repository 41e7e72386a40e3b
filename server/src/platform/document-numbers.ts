import { eq, sql } from 'drizzle-orm';
import { formatDocumentNumber, yearIn, type DocumentKind } from '@procura/domain/procurement/document-number.rules';
import type { Executor } from '../db/client';
import { companies } from '../db/schema/company';
import { documentCounters } from '../db/schema/procurement';

/**
 * The next number of a company's document of `kind` for the Jakarta year of `now`. One upsert …
 * returning takes the next value and holds the counter row until the transaction ends, so two
 * nodes numbering at once never share a number; call it inside the transaction that saves the
 * document, so a failed save gives its number back.
 */
export async function nextDocumentNumber(tx: Executor, companyId: string, kind: DocumentKind, now: Date): Promise<string> {
  const year = yearIn(now);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ companyId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.kind, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  const [company] = await tx.select({ code: companies.companyCode }).from(companies).where(eq(companies.id, companyId));
  return formatDocumentNumber(kind, company!.code, year, counter!.last);
}
