import { and, asc, eq } from 'drizzle-orm';
import type { ObjectionEvidence } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { OBJECTION_MSG } from '@procura/domain/auction/objections/objection.messages';
import { objectionDeadline, type ObjectionsView, type ObjectionView } from '@procura/domain/auction/objections/objection.rules';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctionObjections, auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { lockAuction } from '../bidding/auction-offer.service';
import { appendLedger } from '../ledger/auction-ledger.store';
import { receiptLinesOf } from '../ledger/auction-receipts';
import { lockBuyerAuction } from '../pause/auction-pause.service';
import { notFound, requireAudience, type AuctionRow } from '../room/auction-access';
import { connectionRecordOf } from '../room/auction-connections.service';
import { mailObjection, mailObjectionAnswer } from './auction-objection.mails';

// Objections (sanggah, docs/rules/auction-bidding.md#objections): a vendor that attended objects once,
// within the session's window of Indonesian working days after DONE; the server attaches its receipts,
// its connection record and the ledger head; the buyer answers once within the same window. Each is a
// ledger entry (OBJECTION, OBJECTION_ANSWER) appended on the locked session row, and a row of
// auction_objections for the lists.

type ObjectionRow = typeof auctionObjections.$inferSelect;

const refuse = (message: string) => AppError.field(HTTP.conflict, null, message);

/** The window's last instant, or null before the end. */
function deadlineOf(auction: AuctionRow): Date | null {
  if (!isAuctionDone(auction.status) || !auction.endedAt) return null;
  return objectionDeadline(auction.endedAt, auction.objectionWorkingDays);
}

/** Why nothing may be written now (ended, in the window), or null. */
function windowRefusal(auction: AuctionRow, now: Date): string | null {
  const deadline = deadlineOf(auction);
  if (!deadline) return OBJECTION_MSG.notEnded;
  return now.getTime() > deadline.getTime() ? OBJECTION_MSG.windowClosed : null;
}

/** The evidence the server attaches: the vendor's receipts, its connection record and the head as it objects. */
async function evidenceOf(tx: Executor, auction: AuctionRow, invitation: { id: string; procurementVendorId: string }, now: Date): Promise<ObjectionEvidence> {
  const receipts = await receiptLinesOf(tx, auction.id, invitation.procurementVendorId);
  const record = await connectionRecordOf(tx, auction.id, now);
  const own = record.vendors.find((v) => v.invitationId === invitation.id);
  return {
    head: { sequence: auction.sequence, headHash: auction.ledgerHeadHash },
    receipts: receipts.map(({ sequence, entryHash, at, totalOffer }) => ({ sequence, entryHash, at, totalOffer })),
    connections: own?.intervals ?? [],
  };
}

/** POST …/objections: the calling vendor's objection (attended; after DONE; within the window; once). */
export async function makeObjection(ctx: AppContext, user: AuthUser, auctionId: string, text: string): Promise<ObjectionView> {
  const { audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind !== 'vendor' || audience.invitation.status !== 'ATTEND') throw notFound();
  const invitation = audience.invitation;
  const view = await ctx.db.transaction(async (tx) => {
    const { auction } = await lockAuction(tx, auctionId);
    const now = ctx.clock.now();
    const refusal = windowRefusal(auction, now);
    if (refusal) throw refuse(refusal);
    const [already] = await tx
      .select({ id: auctionObjections.id })
      .from(auctionObjections)
      .where(and(eq(auctionObjections.auctionId, auction.id), eq(auctionObjections.procurementVendorId, invitation.procurementVendorId)));
    if (already) throw refuse(OBJECTION_MSG.alreadyObjected);
    const evidence = await evidenceOf(tx, auction, invitation, now);
    const objectionId = crypto.randomUUID();
    const { head } = await appendLedger(tx, auction, auction, now, [{ kind: 'OBJECTION', payload: { objectionId, vendorId: invitation.procurementVendorId, text, evidence } }]);
    await tx.update(auctions).set({ ...head, updatedAt: now }).where(eq(auctions.id, auction.id));
    const [row] = await tx
      .insert(auctionObjections)
      .values({ id: objectionId, auctionId: auction.id, procurementVendorId: invitation.procurementVendorId, text, evidence, sequence: head.sequence, createdAt: now })
      .returning();
    await mailObjection(tx, ctx.config, auction, { vendorName: invitation.vendorName, text, at: now });
    return viewOf(row!, invitation.vendorName);
  });
  return view;
}

/** POST …/objections/{objectionId}/answer: the session's buyer answers once, within the same window. */
export async function answerObjection(ctx: AppContext, user: AuthUser, auctionId: string, objectionId: string, answer: { text: string; upheld: boolean }): Promise<ObjectionView> {
  return ctx.db.transaction(async (tx) => {
    const { auction } = await lockBuyerAuction(tx, user, auctionId);
    const now = ctx.clock.now();
    const [row] = await tx.select().from(auctionObjections).where(and(eq(auctionObjections.id, objectionId), eq(auctionObjections.auctionId, auction.id)));
    if (!row) throw AppError.field(HTTP.notFound, null, OBJECTION_MSG.objectionNotFound);
    const refusal = windowRefusal(auction, now);
    if (refusal) throw refuse(refusal);
    if (row.answeredAt) throw refuse(OBJECTION_MSG.alreadyAnswered);
    const { head } = await appendLedger(tx, auction, auction, now, [
      { kind: 'OBJECTION_ANSWER', payload: { objectionId, vendorId: row.procurementVendorId, text: answer.text, upheld: answer.upheld } },
    ]);
    await tx.update(auctions).set({ ...head, updatedAt: now }).where(eq(auctions.id, auction.id));
    const [answered] = await tx
      .update(auctionObjections)
      .set({ answerText: answer.text, upheld: answer.upheld, answeredAt: now, answeredBy: user.id, answerSequence: head.sequence })
      .where(eq(auctionObjections.id, objectionId))
      .returning();
    const vendor = await invitationOf(tx, auction.id, row.procurementVendorId);
    if (vendor) await mailObjectionAnswer(tx, ctx.config, auction, vendor, { text: answer.text, upheld: answer.upheld, at: now });
    return viewOf(answered!, vendor?.vendorName ?? '');
  });
}

/** GET …/objections: the window, and the buyer every objection, a vendor that attended its own (anyone else 404). */
export async function objectionsOf(ctx: AppContext, user: AuthUser, auctionId: string): Promise<ObjectionsView> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind === 'vendor' && audience.invitation.status !== 'ATTEND') throw notFound();
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ objection: auctionObjections, vendorName: auctionInvitations.vendorName })
    .from(auctionObjections)
    .innerJoin(auctionInvitations, and(eq(auctionInvitations.auctionId, auctionObjections.auctionId), eq(auctionInvitations.procurementVendorId, auctionObjections.procurementVendorId)))
    .where(
      and(
        eq(auctionObjections.auctionId, auction.id),
        audience.kind === 'vendor' ? eq(auctionObjections.procurementVendorId, audience.invitation.procurementVendorId) : undefined,
      ),
    )
    .orderBy(asc(auctionObjections.sequence));
  const deadline = deadlineOf(auction);
  const open = deadline !== null && now.getTime() <= deadline.getTime();
  return {
    auctionId: auction.id,
    workingDays: auction.objectionWorkingDays,
    deadline: deadline?.toISOString() ?? null,
    open,
    canObject: audience.kind === 'vendor' && open && rows.length === 0,
    objections: rows.map((r) => viewOf(r.objection, r.vendorName)),
    serverNow: now.toISOString(),
  };
}

async function invitationOf(tx: Executor, auctionId: string, procurementVendorId: string) {
  const [row] = await tx
    .select({ vendorEmail: auctionInvitations.vendorEmail, picVendor: auctionInvitations.picVendor, vendorName: auctionInvitations.vendorName })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.procurementVendorId, procurementVendorId)));
  return row ?? null;
}

function viewOf(row: ObjectionRow, vendorName: string): ObjectionView {
  return {
    objectionId: row.id,
    auctionId: row.auctionId,
    procurementVendorId: row.procurementVendorId,
    vendorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    sequence: row.sequence,
    evidence: row.evidence,
    answer:
      row.answeredAt && row.answerText !== null && row.upheld !== null && row.answerSequence !== null
        ? { text: row.answerText, upheld: row.upheld, answeredAt: row.answeredAt.toISOString(), sequence: row.answerSequence }
        : null,
  };
}
