import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import { MASTER_DATA_MSG } from '@procura/domain/master-data/master-data.messages';
import { isMasterListName, isRuleBoundValue } from '@procura/domain/master-data/master-data.rules';
import type { CreateMasterValue, MasterValueAdmin, MoveMasterValue, UpdateMasterValue } from '@procura/domain/master-data/master-data.schemas';
import type { Executor } from '../../db/client';
import { masterValues } from '../../db/schema/platform';
import type { AppContext } from '../../platform/context';
import { liveRowsInOrder, lockList, nextPlace, renumber } from './master-data-order';
import { isMasterValueInUse } from './master-data-usage';

type MasterValueRow = typeof masterValues.$inferSelect;

/** The list named in the address, or 404. */
export function masterListOrNotFound(name: string): MasterListName {
  if (!isMasterListName(name)) throw AppError.field(HTTP.notFound, null, MASTER_DATA_MSG.listNotFound);
  return name;
}

function present(row: MasterValueRow): MasterValueAdmin {
  const list = row.list as MasterListName;
  // Only live rows are presented, and a live row always has a place.
  return { code: row.code, labelEn: row.labelEn, labelId: row.labelId, active: row.active, order: row.sortOrder!, ruleBound: isRuleBoundValue(list, row.code) };
}

const ofList = (list: MasterListName, code: string) => and(eq(masterValues.list, list), eq(masterValues.code, code));

/** The row of a code whether removed or not, locked until the transaction ends. */
async function lockedRow(tx: Executor, list: MasterListName, code: string): Promise<MasterValueRow | undefined> {
  const [row] = await tx.select().from(masterValues).where(ofList(list, code)).for('update');
  return row;
}

async function liveRowOrNotFound(tx: Executor, list: MasterListName, code: string): Promise<MasterValueRow> {
  const row = await lockedRow(tx, list, code);
  if (!row || row.removedAt) throw AppError.field(HTTP.notFound, null, MASTER_DATA_MSG.valueNotFound);
  return row;
}

const codeExists = () => AppError.field(HTTP.badRequest, 'code', MASTER_DATA_MSG.codeExists);

/** Every value of a list that is not removed, inactive ones included, in their order. */
export async function listMasterValues(ctx: AppContext, list: MasterListName): Promise<MasterValueAdmin[]> {
  const rows = await ctx.db
    .select()
    .from(masterValues)
    .where(and(eq(masterValues.list, list), isNull(masterValues.removedAt)))
    .orderBy(asc(masterValues.sortOrder), asc(masterValues.id));
  return rows.map(present);
}

/** Adds a value after the last one; a code that was removed earlier comes back on its old row. */
export async function addMasterValue(ctx: AppContext, list: MasterListName, input: CreateMasterValue): Promise<MasterValueAdmin> {
  return ctx.changes.transaction('master-data', async (tx) => {
    await lockList(tx, list);
    const existing = await lockedRow(tx, list, input.code);
    if (existing && !existing.removedAt) throw codeExists();
    const values = {
      labelEn: input.labelEn,
      labelId: input.labelId,
      active: input.active,
      sortOrder: await nextPlace(tx, list),
      removedAt: null,
      updatedAt: ctx.clock.now(),
    };
    if (existing) {
      const [revived] = await tx.update(masterValues).set(values).where(eq(masterValues.id, existing.id)).returning();
      return present(revived!);
    }
    // The list lock keeps a concurrent add of the same code out: it waits, then finds this one.
    const [inserted] = await tx
      .insert(masterValues)
      .values({ list, code: input.code, ...values })
      .returning();
    return present(inserted!);
  });
}

/** Edits labels and active flag; a changed code renames a value nothing depends on. */
export async function updateMasterValue(ctx: AppContext, list: MasterListName, code: string, input: UpdateMasterValue): Promise<MasterValueAdmin> {
  return ctx.changes.transaction('master-data', async (tx) => {
    await lockList(tx, list); // a rename and an add of the same code take turns
    const row = await liveRowOrNotFound(tx, list, code);
    const newCode = input.code ?? row.code;
    if (newCode !== row.code) {
      if (isRuleBoundValue(list, row.code)) throw AppError.field(HTTP.conflict, 'code', MASTER_DATA_MSG.ruleBoundRename);
      // Records keep the code itself: renaming a used value would leave them pointing at nothing.
      if (await isMasterValueInUse(tx, list, row.code)) throw AppError.field(HTTP.conflict, 'code', MASTER_DATA_MSG.inUseRename);
      const holder = await lockedRow(tx, list, newCode);
      if (holder && !holder.removedAt) throw codeExists();
      // A removed row only keeps its code from coming back; the renamed value takes the code over.
      if (holder) await tx.delete(masterValues).where(eq(masterValues.id, holder.id));
    }
    const [saved] = await tx
      .update(masterValues)
      .set({ code: newCode, labelEn: input.labelEn, labelId: input.labelId, active: input.active, updatedAt: ctx.clock.now() })
      .where(eq(masterValues.id, row.id))
      .returning();
    return present(saved!);
  });
}

/**
 * Removes a value nothing depends on. The row stays (removed_at) so start-up seeding does not
 * restore it; it gives up its place. Answers with the value as it was.
 */
export async function removeMasterValue(ctx: AppContext, list: MasterListName, code: string): Promise<MasterValueAdmin> {
  return ctx.changes.transaction('master-data', async (tx) => {
    await lockList(tx, list);
    const row = await liveRowOrNotFound(tx, list, code);
    if (isRuleBoundValue(list, row.code)) throw AppError.field(HTTP.conflict, null, MASTER_DATA_MSG.ruleBoundRemove);
    if (await isMasterValueInUse(tx, list, row.code)) throw AppError.field(HTTP.conflict, null, MASTER_DATA_MSG.inUseRemove);
    const now = ctx.clock.now();
    await tx.update(masterValues).set({ removedAt: now, sortOrder: null, updatedAt: now }).where(eq(masterValues.id, row.id));
    return present(row);
  });
}

/**
 * Swaps a value with its neighbour on one side and numbers the list 1, 2, 3… again, in one
 * transaction. Refused (409) when the page's neighbour is no longer there: the list was changed
 * since the page read it, and a move applied to an order nobody saw would surprise.
 */
export async function moveMasterValue(ctx: AppContext, list: MasterListName, code: string, move: MoveMasterValue): Promise<MasterValueAdmin[]> {
  return ctx.changes.transaction('master-data', async (tx) => {
    await lockList(tx, list);
    const rows = await liveRowsInOrder(tx, list);
    const at = rows.findIndex((row) => row.code === code);
    if (at < 0) throw AppError.field(HTTP.notFound, null, MASTER_DATA_MSG.valueNotFound);
    const to = move.direction === 'up' ? at - 1 : at + 1;
    if (rows[to]?.code !== move.neighbour) throw AppError.field(HTTP.conflict, null, MASTER_DATA_MSG.orderChanged);
    [rows[at], rows[to]] = [rows[to]!, rows[at]!];
    await renumber(
      tx,
      list,
      rows.map((row) => row.id),
    );
    return rows.map((row, index) => present({ ...row, sortOrder: index + 1 }));
  });
}
