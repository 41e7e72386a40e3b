import { z } from 'zod';
import { safeString } from '../common/text.schemas';

/** GET /api/dev/outbox query: newest first, optionally only mails to one address. */
export const devOutboxQuerySchema = z.strictObject({
  to: safeString().trim().toLowerCase().max(254, 'to must be at most 254 characters').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').default(100),
});

/** One mail as the development outbox shows it. */
export interface DevOutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: string;
  createdAt: string;
}
