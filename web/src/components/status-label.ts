import type { StatusInfo } from '@procura/domain/procurement/procurement.enums';
import { currentLanguage } from '../i18n/i18n';

/** A status's label in the reader's language, from its table (the code itself when the table does not know it). */
export function statusLabel(info: Readonly<Record<string, StatusInfo>>, status: string): string {
  return info[status]?.labels[currentLanguage()] ?? status;
}
