import { like } from 'drizzle-orm';
import { deriveCompanyCode } from '@procura/domain/company/company.rules';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/company';

/**
 * A unique company code for a name: its initials, with the lowest free number added when another
 * company already has them (MJA, MJA2, MJA3 …). `current` keeps a company's own code when the
 * initials did not change.
 */
export async function uniqueCompanyCode(db: Executor, companyName: string, current?: string): Promise<string> {
  const base = deriveCompanyCode(companyName) || 'CO';
  if (current && (current === base || new RegExp(`^${base}\\d+$`).test(current))) return current;
  const taken = new Set(
    (await db.select({ code: companies.companyCode }).from(companies).where(like(companies.companyCode, `${base}%`))).map((r) => r.code),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
