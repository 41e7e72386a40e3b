import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../common/i18n';
import { HELP_MSG } from './help.messages';

/** GET /api/help/buyer-user-guide.pdf?lang=en|id (English when absent). */
export const buyerGuideQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { message: HELP_MSG.language }).default(DEFAULT_LANGUAGE),
});
export type BuyerGuideQuery = z.infer<typeof buyerGuideQuerySchema>;
