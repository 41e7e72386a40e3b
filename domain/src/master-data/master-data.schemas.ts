import { z } from 'zod';
import { LANGUAGES } from '../common/i18n';
import { requiredText, safeString } from '../common/text.schemas';
import type { MasterListName } from './master-data.enums';
import { MASTER_DATA_MSG } from './master-data.messages';
import { codeRuleOf } from './master-data.rules';

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

// ---- Administration by the super admin: /api/secured/master-data/{list}[/{code}] ----

/** One value as the administration pages see it, removed values excluded. */
export interface MasterValueAdmin {
  code: string;
  labelEn: string;
  labelId: string;
  active: boolean;
  order: number;
  /** Defined in domain and relied on by the rules: the code is fixed and the value cannot be removed. */
  ruleBound: boolean;
}

/** Labels are shown in selects and tables: short. */
export const MASTER_LABEL_MAX = 100;

// Path parameters stay free text here: an unknown list or code is a 404, not a 400.
export const masterListParamsSchema = z.strictObject({ list: safeString() });
export const masterValueParamsSchema = z.strictObject({ list: safeString(), code: safeString() });

function codeField(list: MasterListName) {
  const rule = codeRuleOf(list);
  return safeString({ error: (issue) => (issue.input === undefined ? 'Code is required' : 'Code must be text') })
    .trim()
    .min(1, 'Code is required')
    .max(rule.maxLength, rule.message)
    .regex(rule.pattern, rule.message);
}

const activeField = z.boolean({ error: MASTER_DATA_MSG.activeType });

/** POST /api/secured/master-data/{list}: a new value, placed after the last one (moves change the order). */
export function createMasterValueSchema(list: MasterListName) {
  return z.strictObject({
    code: codeField(list),
    labelEn: requiredText('English label', MASTER_LABEL_MAX),
    labelId: requiredText('Indonesian label', MASTER_LABEL_MAX),
    active: activeField.default(true),
  });
}
export type CreateMasterValueInput = z.input<ReturnType<typeof createMasterValueSchema>>;
export type CreateMasterValue = z.output<ReturnType<typeof createMasterValueSchema>>;

/** PUT /api/secured/master-data/{list}/{code}: labels and active flag; `code` renames it. */
export function updateMasterValueSchema(list: MasterListName) {
  return z.strictObject({
    code: codeField(list).optional(),
    labelEn: requiredText('English label', MASTER_LABEL_MAX),
    labelId: requiredText('Indonesian label', MASTER_LABEL_MAX),
    active: activeField,
  });
}
export type UpdateMasterValueInput = z.input<ReturnType<typeof updateMasterValueSchema>>;
export type UpdateMasterValue = z.output<ReturnType<typeof updateMasterValueSchema>>;

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/**
 * POST /api/secured/master-data/{list}/{code}/move: swaps a value with its neighbour on one side.
 * `neighbour` is the code the page shows on that side; when the list has changed since the page
 * read it, the move is refused rather than applied to an order the super admin did not see.
 */
export const moveMasterValueSchema = z.strictObject({
  direction: z.enum(MOVE_DIRECTIONS, { error: MASTER_DATA_MSG.moveDirection }),
  neighbour: safeString({ error: (issue) => (issue.input === undefined ? MASTER_DATA_MSG.neighbourRequired : MASTER_DATA_MSG.neighbourType) })
    .min(1, MASTER_DATA_MSG.neighbourRequired),
});
export type MoveMasterValue = z.output<typeof moveMasterValueSchema>;
