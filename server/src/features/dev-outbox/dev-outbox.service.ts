import { desc, eq } from 'drizzle-orm';
import type { DevOutboxMail } from '@procura/domain/dev-outbox/dev-outbox.schemas';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema/platform';

export async function listOutbox(db: Db, query: { to?: string; limit: number }): Promise<DevOutboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(query.to ? eq(outboxMails.toAddress, query.to) : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    links: r.links,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
