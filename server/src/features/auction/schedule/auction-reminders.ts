import { and, asc, eq, inArray, isNull, lte, min } from 'drizzle-orm';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import type { Executor } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { ScheduledJob } from '../../../platform/scheduler';
import { reminderMail } from '../auction-notice.mails';
import type { AuctionRecord } from '../auction-record';
import { vendorRoomUrl } from '../auction-notices';
import { sessionFactsOf } from '../invitations/auction-invitations';

// The reminder 30 minutes before a session starts (docs/rules/auction.md#mails-people-expect), to each
// vendor that will attend and each that has not answered. The due time is the row's (start time less
// 30 minutes) and the claim is the row's `reminder_mailed_at`, set by a conditional update in the
// transaction that queues the mails: of several nodes exactly one reminds, once. A session whose
// invitations went out less than 30 minutes before its start gets none (decision 205): the invitation
// itself says how soon it starts.

export const REMINDER_BEFORE_MS = 30 * 60_000;
const BATCH = 50;

/** When the invitations of a session were first mailed. */
async function firstInvitedAt(tx: Executor, auctionId: string): Promise<Date | null> {
  const [row] = await tx.select({ at: min(auctionInvitations.createdAt) }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, auctionId));
  return row?.at ?? null;
}

async function remind(ctx: AppContext, tx: Executor, row: AuctionRecord, now: Date): Promise<boolean> {
  const invitedAt = await firstInvitedAt(tx, row.id);
  const late = invitedAt === null || row.startTime.getTime() - invitedAt.getTime() < REMINDER_BEFORE_MS;
  if (late || row.startTime <= now) return false;
  const facts = await sessionFactsOf(tx, row);
  const vendors = await tx
    .select({ vendorEmail: auctionInvitations.vendorEmail, picVendor: auctionInvitations.picVendor, vendorName: auctionInvitations.vendorName, status: auctionInvitations.status })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, row.id), inArray(auctionInvitations.status, ['ATTEND', 'NOT_CONFIRMED'])))
    .orderBy(asc(auctionInvitations.vendorName), asc(auctionInvitations.id));
  for (const vendor of vendors) {
    await enqueueMail(tx, reminderMail(vendor.vendorEmail, { ...vendor, attending: vendor.status === 'ATTEND' }, facts, vendorRoomUrl(ctx.config, row.id)));
  }
  return vendors.length > 0;
}

async function runReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = and(eq(auctions.status, 'NOT_STARTED'), isNull(auctions.reminderMailedAt), lte(auctions.startTime, new Date(now.getTime() + REMINDER_BEFORE_MS)));
  const [any] = await ctx.db.select({ id: auctions.id }).from(auctions).where(due).limit(1);
  if (!any) return 0;
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx.select({ id: auctions.id }).from(auctions).where(due).orderBy(asc(auctions.startTime)).limit(BATCH).for('update', { skipLocked: true });
    let reminded = 0;
    for (const { id } of claimed) {
      const [row] = await tx
        .update(auctions)
        .set({ reminderMailedAt: now })
        .where(and(eq(auctions.id, id), isNull(auctions.reminderMailedAt)))
        .returning();
      if (row && (await remind(ctx, tx, row, now))) reminded += 1;
    }
    if (reminded > 0) ctx.log.info({ sessions: reminded }, 'auction-reminder: reminders queued');
    // The tick counts sessions reminded; one claimed and found not due (invited too late) is no work to report.
    return reminded;
  });
}

/** The scheduler's reminder job. */
export function auctionReminderJob(ctx: AppContext): ScheduledJob {
  return { name: 'auction-reminder', run: () => runReminders(ctx) };
}
