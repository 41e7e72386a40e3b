import { z } from 'zod';
import { LANGUAGES } from '../common/i18n';

/** One value as GET /api/masters returns it. */
export interface MasterItem {
  code: string;
  label: { en: string; id: string };
  active: boolean;
  order: number;
}

/** GET /api/masters answer: every list by name. */
export type MastersResponse = Record<string, MasterItem[]>;

/** One value as the per-language variant GET /api/masters/{lang} returns it. */
export interface LocalizedMasterItem {
  code: string;
  label: string;
}

export const mastersLanguageParamsSchema = z.strictObject({
  lang: z.enum(LANGUAGES, { error: 'Language must be en or id' }),
});
