import { DEFAULT_TIME_ZONE } from '../common/dates';

/** Running numbers of a company's documents: PRC-MJA-2026-00001, AUC-MJA-2026-00001. */
export const DOCUMENT_NUMBER_PREFIXES = { procurement: 'PRC', auction: 'AUC' } as const;
export type DocumentKind = keyof typeof DOCUMENT_NUMBER_PREFIXES;

const yearFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar year at `date` in a time zone (Jakarta by default): numbering restarts each Jakarta year. */
export function yearIn(date: Date | string | number, timeZone = DEFAULT_TIME_ZONE): number {
  let formatter = yearFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
    yearFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(new Date(date)));
}

/** `{prefix}-{company code}-{year}-{00001}`; a sixth digit appears only past 99,999 in one year. */
export function formatDocumentNumber(kind: DocumentKind, companyCode: string, year: number, sequence: number): string {
  return `${DOCUMENT_NUMBER_PREFIXES[kind]}-${companyCode}-${year}-${String(sequence).padStart(5, '0')}`;
}
