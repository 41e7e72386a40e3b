import { toMoney } from '@procura/domain/common/money';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { SaveLogsInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationLogView } from '@procura/domain/negotiation/negotiation.views';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/procurement/decimal-input.rules';

// The negotiation log editor (spec 3 sections 4 "Negotiation log edit" and 5 "Negotiation prices and logs").

export type LogEditorMode = 'view' | 'edit' | 'add';

/** One row as the editor holds it: masked texts; `_id` null until the server stored it. */
export interface LogRow {
  key: string;
  _id: string | null;
  buyerOffer: string;
  vendorOffer: string;
}

/** A stored amount as the mask shows it; zero becomes empty (spec 3 section 5). */
export function shownLogValue(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  return toMoney(value).isZero() ? '' : formatMoneyInput(value);
}

export function rowsFromLogs(logs: readonly NegotiationLogView[]): LogRow[] {
  return logs.map((log) => ({ key: log._id, _id: log._id, buyerOffer: shownLogValue(log.buyerOffer), vendorOffer: shownLogValue(log.vendorOffer) }));
}

let nextKey = 0;
export function newLogRow(): LogRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, _id: null, buyerOffer: '', vendorOffer: '' };
}

/** The buyer's price may not exceed the negotiation's final price. */
export function buyerLogProblem(text: string, finalPrice: string | null): string | null {
  const value = parseMoneyInput(text);
  if (value === null || finalPrice === null) return null;
  return toMoney(value).greaterThan(toMoney(finalPrice)) ? NEGOTIATION_MSG.buyerLogTooHigh : null;
}

/** The vendor's price may not be below the negotiation's final price. */
export function vendorLogProblem(text: string, finalPrice: string | null): string | null {
  const value = parseMoneyInput(text);
  if (value === null || finalPrice === null) return null;
  return toMoney(value).lessThan(toMoney(finalPrice)) ? NEGOTIATION_MSG.vendorLogTooLow : null;
}

/** Saving waits while any row breaks a rule. */
export function logsValid(rows: readonly LogRow[], finalPrice: string | null): boolean {
  return rows.every((row) => buyerLogProblem(row.buyerOffer, finalPrice) === null && vendorLogProblem(row.vendorOffer, finalPrice) === null);
}

/** An amount for the server: empty (or zero) is null. */
function storedValue(text: string): string | null {
  const value = parseMoneyInput(text);
  return value === null || toMoney(value).isZero() ? null : value;
}

export function logsPayload(negotiationId: string, rows: readonly LogRow[]): SaveLogsInput {
  return { negotiationId, logs: rows.map((row) => ({ _id: row._id, buyerOffer: storedValue(row.buyerOffer), vendorOffer: storedValue(row.vendorOffer) })) };
}

/**
 * Removing checked rows: unsaved ones simply leave the list; saved ones must be deleted by the
 * server first (their ids), and leave the list once it agreed.
 */
export function splitRemoval(rows: readonly LogRow[], keys: readonly string[]): { keep: LogRow[]; serverIds: string[] } {
  const removed = rows.filter((row) => keys.includes(row.key));
  return {
    keep: rows.filter((row) => !keys.includes(row.key) || row._id !== null),
    serverIds: removed.flatMap((row) => (row._id ? [row._id] : [])),
  };
}
