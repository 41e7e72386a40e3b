import { asc, isNull } from 'drizzle-orm';
import type { Language } from '@procura/domain/common/i18n';
import { MASTER_LISTS, type MasterListName } from '@procura/domain/master-data/master-data.enums';
import type { LocalizedMasterItem, MasterItem, MastersResponse } from '@procura/domain/master-data/master-data.schemas';
import type { Db, Executor } from '../../db/client';
import { masterValues } from '../../db/schema/platform';
import type { ChangeFeed } from '../../platform/change-feed';
import { lockList, nextPlace } from './master-data-order';

/** The values of domain the database lacks (edited and removed ones count as present), by list. */
async function missingDomainValues(db: Executor) {
  const present = new Set((await db.select({ list: masterValues.list, code: masterValues.code }).from(masterValues)).map((r) => `${r.list}\n${r.code}`));
  return Object.entries(MASTER_LISTS)
    .map(([list, { list: values }]) => ({ list, values: values.filter((v) => !present.has(`${list}\n${v.code}`)) }))
    .filter((entry) => entry.values.length > 0)
    .sort((a, b) => a.list.localeCompare(b.list));
}

/**
 * Adds every list value of domain that the database lacks, after the list's last value (a fresh
 * database gets domain's order); edited and removed values stay as they are. Nodes starting
 * together take turns on the list locks, and every node hears what was added.
 */
export async function seedMasterData(db: Db, changes: ChangeFeed): Promise<void> {
  if ((await missingDomainValues(db)).length === 0) return;
  await changes.transaction('master-data', async (tx) => {
    const lists = (await missingDomainValues(tx)).map((entry) => entry.list);
    for (const list of lists) await lockList(tx, list);
    // Read again under the locks: a node starting at the same time may have added them meanwhile.
    for (const { list, values } of await missingDomainValues(tx)) {
      if (!lists.includes(list)) continue; // not locked: left to the next start
      const first = await nextPlace(tx, list);
      await tx
        .insert(masterValues)
        .values(values.map((v, index) => ({ list, code: v.code, labelEn: v.labels.en, labelId: v.labels.id, sortOrder: first + index })));
    }
  });
}

/** Every list with its values that are not removed (inactive ones included), in their order. */
export async function listMasters(db: Db): Promise<MastersResponse> {
  const rows = await db
    .select()
    .from(masterValues)
    .where(isNull(masterValues.removedAt))
    .orderBy(asc(masterValues.list), asc(masterValues.sortOrder), asc(masterValues.id));
  const result: MastersResponse = Object.fromEntries(Object.keys(MASTER_LISTS).map((name) => [name, [] as MasterItem[]]));
  for (const row of rows) {
    (result[row.list as MasterListName] ??= []).push({
      code: row.code,
      label: { en: row.labelEn, id: row.labelId },
      active: row.active,
      order: row.sortOrder!, // a live value always has a place
    });
  }
  return result;
}

/** The per-language variant: active values only, each with its label in that language. */
export async function listMastersIn(db: Db, language: Language): Promise<Record<string, LocalizedMasterItem[]>> {
  const all = await listMasters(db);
  return Object.fromEntries(
    Object.entries(all).map(([name, items]) => [name, items.filter((i) => i.active).map((i) => ({ code: i.code, label: i.label[language] }))]),
  );
}
