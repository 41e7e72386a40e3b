import type { Language } from '@procura/domain/common/i18n';
import type { MasterValue } from '@procura/domain/master-data/master-data.enums';
import type { MasterItem } from '@procura/domain/master-data/master-data.schemas';
import { allowedBiddingTypes } from '@procura/domain/procurement/procurement.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';

// Pure rules of the initiation list and the New Initiation dialog.

export interface Option {
  value: string;
  label: string;
}

/**
 * The choices of a master list in the reader's language: the served list (GET /api/masters),
 * active values in their order, or the fixed enumeration from domain until it arrives. `only`
 * narrows the choices (the bidding types a winner type offers) and keeps its order.
 */
export function masterOptions(
  served: readonly MasterItem[] | undefined,
  fallback: readonly MasterValue[],
  language: Language,
  only?: readonly string[],
): Option[] {
  const active = (served ?? []).filter((item) => item.active).sort((a, b) => a.order - b.order);
  const options = active.length
    ? active.map((item) => ({ value: item.code, label: item.label[language] }))
    : fallback.map((item) => ({ value: item.code, label: item.labels[language] }));
  return only ? options.filter((option) => only.includes(option.value)) : options;
}

/** The label of a stored code, inactive values included (rows keep what they were given); the code itself when unknown. */
export function masterLabel(
  served: readonly MasterItem[] | undefined,
  fallback: readonly MasterValue[],
  code: string | null | undefined,
  language: Language,
): string {
  if (!code) return '-';
  const item = served?.find((value) => value.code === code);
  if (item) return item.label[language];
  return fallback.find((value) => value.code === code)?.labels[language] ?? code;
}

/** A chosen bidding type survives a change of winner type only when the new winner type offers it. */
export function biddingTypeForWinner(winnerType: string, biddingType: string): string {
  return (allowedBiddingTypes(winnerType) as readonly string[]).includes(biddingType) ? biddingType : '';
}

/**
 * The toast of a refused New Initiation form: the spec's "Please fulfilled all fields" when
 * something is missing, otherwise the first problem (a name that is too long, say).
 */
export function refusedFormMessage(messages: readonly (string | undefined)[]): string {
  const known = messages.filter((message): message is string => Boolean(message));
  if (known.length === 0 || known.includes(PROCUREMENT_MSG.fulfillAllFields)) return PROCUREMENT_MSG.fulfillAllFields;
  return known[0]!;
}

/** The id of the procurement POST /api/secured/procurement created (its view carries `_id`). */
export function createdProcurementId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const id = record._id ?? record.id ?? record.procurementId;
  return typeof id === 'string' && id !== '' ? id : null;
}
