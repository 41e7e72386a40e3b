import type { Executor } from '../../db/client';
import { outboxMails } from '../../db/schema/platform';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link the mail carries, so a newcomer (or a test) can follow it from the outbox. */
  links: string[];
}

/** Queues a mail. Call it with the transaction of the change that causes the mail. */
export async function enqueueMail(tx: Executor, mail: Mail): Promise<void> {
  await tx.insert(outboxMails).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    links: mail.links,
  });
}
