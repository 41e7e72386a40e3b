import type { FieldError } from '@procura/domain/common/errors';
import { logRowProblems, logValue } from '@procura/domain/negotiation/negotiation-batch.rules';
import type { SaveLogsInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationLogView } from '@procura/domain/negotiation/negotiation.views';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';

// The negotiation log editor (docs/rules/negotiation.md#offline-prices), with the domain's
// log rules (negotiation-batch.rules): buyer price at most the final, vendor price at least.

export type LogEditorMode = 'view' | 'edit' | 'add';

/** One row as the editor holds it: masked texts; `_id` null until the server stored it. */
export interface LogRow {
  key: string;
  _id: string | null;
  buyerOffer: string;
  vendorOffer: string;
}

/** A stored amount as the mask shows it; zero becomes empty. */
export function shownLogValue(value: string | null): string {
  const stored = logValue(value);
  return stored === null ? '' : formatMoneyInput(stored);
}

export function rowsFromLogs(logs: readonly NegotiationLogView[]): LogRow[] {
  return logs.map((log) => ({ key: log._id, _id: log._id, buyerOffer: shownLogValue(log.buyerOffer), vendorOffer: shownLogValue(log.vendorOffer) }));
}

let nextKey = 0;
export function newLogRow(): LogRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, _id: null, buyerOffer: '', vendorOffer: '' };
}

/** A row's problems, the typed texts read as amounts. */
export function rowProblems(row: LogRow, finalPrice: string | null): FieldError[] {
  return logRowProblems({ buyerOffer: parseMoneyInput(row.buyerOffer), vendorOffer: parseMoneyInput(row.vendorOffer) }, finalPrice);
}

export const problemOf = (problems: readonly FieldError[], param: 'buyerOffer' | 'vendorOffer') => problems.find((p) => p.param === param)?.msg ?? null;

/** Saving waits while any row breaks a rule. */
export function logsValid(rows: readonly LogRow[], finalPrice: string | null): boolean {
  return rows.every((row) => rowProblems(row, finalPrice).length === 0);
}

export function logsPayload(negotiationId: string, rows: readonly LogRow[]): SaveLogsInput {
  return {
    negotiationId,
    logs: rows.map((row) => ({ _id: row._id, buyerOffer: logValue(parseMoneyInput(row.buyerOffer)), vendorOffer: logValue(parseMoneyInput(row.vendorOffer)) })),
  };
}

/**
 * Removing checked rows: unsaved ones simply leave the list; saved ones must be deleted by the
 * server first (their ids) and stay until it agreed.
 */
export function splitRemoval(rows: readonly LogRow[], keys: readonly string[]): { keep: LogRow[]; serverIds: string[] } {
  const removed = rows.filter((row) => keys.includes(row.key));
  return {
    keep: rows.filter((row) => !keys.includes(row.key) || row._id !== null),
    serverIds: removed.flatMap((row) => (row._id ? [row._id] : [])),
  };
}
