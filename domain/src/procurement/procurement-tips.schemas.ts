import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { PROCUREMENT_STATE_MSG } from './procurement-state.messages';

export const TIP_KEY_MAX = 64;
/** Dismissed tips kept per account; more is a misbehaving client, not a person reading tips. */
export const MAX_DISMISSED_TIPS = 200;

/** POST /api/secured/tips/dismissed: the tips panel of the detail page, dismissed for good. */
export const dismissTipSchema = z.strictObject({
  /** A section or tip name such as `itemList`; letters, digits, dots, dashes and underscores. */
  tipKey: safeString({ error: PROCUREMENT_STATE_MSG.tipKeyInvalid })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9._-]{1,${TIP_KEY_MAX}}$`), PROCUREMENT_STATE_MSG.tipKeyInvalid),
});
export type DismissTipInput = z.input<typeof dismissTipSchema>;
