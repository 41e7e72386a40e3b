import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { outboxMails } from '../../db/schema/platform';
import type { Clock } from '../clock';
import { Scheduler } from '../scheduler';

/** Delivers one mail; throws when the mail server refuses or cannot be reached. */
export type DeliverMail = (mail: { to: string; subject: string; text: string; html: string }) => Promise<void>;

// After this many failed attempts each failure is logged as an error (someone should look at SMTP);
// the mail is still retried every hour, never given up.
const ALERT_AFTER_ATTEMPTS = 8;
const BATCH = 20;
// A claimed mail is retried by any node once this lease has passed (a node died while sending).
const LEASE_SECONDS = 120;

/** SMTP through nodemailer when SMTP_URL is set; otherwise mail stays readable at /dev/outbox. */
export function createDelivery(smtpUrl: string | undefined, from: string): DeliverMail | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  attempts: number;
}

/** Seconds to wait before retry number `attempt`: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 10 * 2 ** (attempt - 1));
}

/**
 * Polls the outbox and delivers due mails. Several nodes can run it: rows are claimed with
 * FOR UPDATE SKIP LOCKED and leased, so each mail is handled by one node at a time.
 */
export class OutboxWorker {
  // The loop every claimed background job shares (platform/scheduler.ts), with this worker's one job.
  private readonly loop: Scheduler;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly deliver: DeliverMail | null,
    private readonly log: FastifyBaseLogger,
    intervalMs = 1000,
  ) {
    this.loop = new Scheduler([{ name: 'outbox', run: () => this.deliverDue() }], log, undefined, intervalMs);
  }

  start(): void {
    void this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Handles every due mail once; returns how many were looked at. Exposed for tests. */
  tick(): Promise<number> {
    return this.loop.tick();
  }

  private async deliverDue(): Promise<number> {
    const mails = await this.claim();
    for (const mail of mails) await this.handle(mail);
    return mails.length;
  }

  // A new row's next_attempt_at is the database's now() (microseconds) while retries are set from
  // the server clock (milliseconds): comparing with the later of the two never skips a fresh mail.
  private async claim(): Promise<ClaimedMail[]> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
    return queryRows<ClaimedMail>(this.db, sql`
      update outbox_mails set attempts = attempts + 1, next_attempt_at = ${leaseUntil}
      where id in (
        select id from outbox_mails
        where status = 'pending' and next_attempt_at <= greatest(${now}::timestamptz, now())
        order by created_at limit ${BATCH}
        for update skip locked)
      returning id, to_address, subject, text_body, html_body, links, attempts`);
  }

  private async handle(mail: ClaimedMail): Promise<void> {
    if (!this.deliver) {
      // Development transport: the mail is kept, readable at /dev/outbox, and its links are logged
      // so a newcomer can click them. With real SMTP nothing secret (codes, link tokens) is logged.
      this.log.info({ to: mail.to_address, links: mail.links }, `mail: ${mail.subject}`);
      await this.db.update(outboxMails).set({ status: 'sent', sentAt: this.clock.now() }).where(eq(outboxMails.id, mail.id));
      return;
    }
    try {
      await this.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await this.db.update(outboxMails).set({ status: 'sent', sentAt: this.clock.now(), lastError: null }).where(eq(outboxMails.id, mail.id));
      this.log.info({ mailId: mail.id, to: mail.to_address }, 'mail delivered');
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      const next = new Date(this.clock.now().getTime() + retryDelaySeconds(mail.attempts) * 1000);
      await this.db.update(outboxMails).set({ status: 'pending', nextAttemptAt: next, lastError }).where(eq(outboxMails.id, mail.id));
      const entry = { mailId: mail.id, to: mail.to_address, attempts: mail.attempts, err: lastError, retryAt: next.toISOString() };
      if (mail.attempts >= ALERT_AFTER_ATTEMPTS) this.log.error(entry, 'mail still not delivered; will retry');
      else this.log.warn(entry, 'mail will be retried');
    }
  }
}
