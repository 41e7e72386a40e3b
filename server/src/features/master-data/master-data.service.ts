import { asc, isNull } from 'drizzle-orm';
import type { Language } from '@procura/domain/common/i18n';
import { MASTER_LISTS, type MasterListName } from '@procura/domain/master-data/master-data.enums';
import type { LocalizedMasterItem, MasterItem, MastersResponse } from '@procura/domain/master-data/master-data.schemas';
import type { Db } from '../../db/client';
import { masterValues } from '../../db/schema/platform';

/** Adds every list value of domain that the database lacks; edited and removed values stay as they are. */
export async function seedMasterData(db: Db): Promise<void> {
  const rows = Object.entries(MASTER_LISTS).flatMap(([list, { list: values }]) =>
    values.map((v, index) => ({ list, code: v.code, labelEn: v.labels.en, labelId: v.labels.id, sortOrder: index + 1 })),
  );
  await db.insert(masterValues).values(rows).onConflictDoNothing();
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
      order: row.sortOrder,
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
