import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, eq, lt } from 'drizzle-orm';
import { capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import { requestFingerprint } from '@procura/domain/auction/bidding/idempotency.rules';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money/money';
import type { NegotiationParty } from '@procura/domain/negotiation/negotiation.enums';
import { chatRoom, negotiationRoom } from '@procura/domain/negotiation/negotiation.events';
import type { NegotiationLedgerItem } from '@procura/domain/negotiation/negotiation-ledger.rules';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { submitOfferSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { judgeMove, type MoveEffect } from '@procura/domain/negotiation/negotiation-turn.rules';
import type { NegotiationOfferView, SubmitOfferResult } from '@procura/domain/negotiation/negotiation.views';
import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/auth';
import { chatMessages, negotiationItems, negotiationOffers, negotiations } from '../../../db/schema/negotiation';
import { procurementItems } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireSameRequest } from '../../../platform/idempotency';
import { negotiationNotFound, requireNegotiationViewer, requireParty, type NegotiationAccess } from '../negotiation-access';
import { appendNegotiationLedger } from './negotiation-ledger.store';
import { accountNames } from '../../../platform/account-names';
import { offerRowsOf, presentChat, presentNegotiation, presentOffer, presentOffers, sidesWithNames, type ChatRow, type OfferRow } from './negotiation-online.presenter';
import { writeNegotiatedPrice } from './negotiation-results';

// One move of the online handshake (docs/rules/negotiation.md#contract): one transaction on the locked negotiation row,
// judged by the turn rules of domain/, with its offer row, ledger entry and deal chat line; the
// room and the chat hear of it after commit. HTTP is the command.

type SubmitInput = z.output<typeof submitOfferSchema>;

const bad = (param: string | null, msg: string) => AppError.field(HTTP.badRequest, param, msg);

/** The deal chat line each effect writes (none for a plain offer). */
const CHAT_FLAGS: Record<Exclude<MoveEffect, 'OFFER'>, Partial<typeof chatMessages.$inferInsert>> = {
  DEAL_WAITING: { waitingDealConfirmation: true },
  DEAL_CONFIRMED: { dealConfirmed: true },
  DEAL_DECLINED: { dealNotConfirmed: true },
};

/** The items of an OFFER: every negotiation item once, capable quantity within min..qty; the total. */
async function offeredItems(tx: Executor, negotiationId: string, input: SubmitInput): Promise<{ items: NegotiationLedgerItem[]; total: string }> {
  const own = await tx
    .select({ id: negotiationItems.id, min: procurementItems.minCapableQty, qty: procurementItems.quantity })
    .from(negotiationItems)
    .innerJoin(procurementItems, eq(procurementItems.id, negotiationItems.procurementItemId))
    .where(eq(negotiationItems.negotiationId, negotiationId))
    .orderBy(asc(negotiationItems.id));
  const sent = input.negotiationOfferItems ?? [];
  const ids = sent.map((i) => i.negotiationItem);
  if (sent.length !== own.length || new Set(ids).size !== ids.length || !own.every((i) => ids.includes(i.id))) {
    throw bad('negotiationOfferItems', MSG.itemsMismatch);
  }
  const errors: FieldError[] = [];
  sent.forEach((item, index) => {
    const limits = own.find((i) => i.id === item.negotiationItem)!;
    const qty = toMoney(item.capableQty);
    if (qty.lt(limits.min) || qty.gt(limits.qty)) {
      // The same text, with the amounts written the same way, as the offline price dialog's.
      errors.push({ param: `negotiationOfferItems.${index}.capableQty`, msg: capableQtyRangeMessage(formatMoneyInput(limits.min), formatMoneyInput(limits.qty)) });
    }
  });
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);
  const items = sent.map((i) => ({ negotiationItem: i.negotiationItem, offer: toMoney(i.offer).toFixed(2), capableQty: toMoney(i.capableQty).toFixed(2) }));
  return { items, total: sumMoney(items.map((i) => multiplyMoney(i.offer, i.capableQty))) };
}

/** The spec's fromAccountId/toAccountId must name the caller and the other side; the stored recipient. */
async function recipientOf(tx: Executor, access: NegotiationAccess, party: NegotiationParty, user: AuthUser, input: SubmitInput, offers: OfferRow[]): Promise<string | null> {
  if (input.fromAccountId !== undefined && input.fromAccountId !== user.id) throw bad('fromAccountId', PROCUREMENT_MSG.idInvalid);
  const { negotiation, procurement } = access;
  if (party === 'buyer') {
    if (input.toAccountId !== undefined && input.toAccountId !== negotiation.vendorAccountId) throw bad('toAccountId', PROCUREMENT_MSG.idInvalid);
    return negotiation.vendorAccountId;
  }
  if (input.toAccountId !== undefined) {
    const [buyer] = await tx.select({ role: accounts.role, companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, input.toAccountId));
    if (buyer?.role !== 'buyer_auction' || buyer.companyId !== procurement.companyId) throw bad('toAccountId', PROCUREMENT_MSG.idInvalid);
    return input.toAccountId;
  }
  return negotiation.buyerAccountId ?? offers.findLast((o) => o.fromRole === 'buyer')?.fromAccountId ?? null;
}

/**
 * What a move asks for, without its key: the negotiation, the move, the items in id order (amounts
 * as the schema normalised them) and the two named accounts. `negotiationOffer`, which the move
 * never reads, is left out.
 */
function moveFingerprint(input: SubmitInput): string {
  const items = input.negotiationOfferItems?.map((i) => ({ negotiationItem: i.negotiationItem, offer: i.offer, capableQty: i.capableQty }));
  items?.sort((a, b) => (a.negotiationItem < b.negotiationItem ? -1 : a.negotiationItem > b.negotiationItem ? 1 : 0));
  return requestFingerprint({
    negotiation: input.negotiation,
    status: input.status,
    negotiationOfferItems: items ?? null,
    fromAccountId: input.fromAccountId ?? null,
    toAccountId: input.toAccountId ?? null,
  });
}

async function answerOf(ctx: AppContext, access: NegotiationAccess, offer: OfferRow): Promise<SubmitOfferResult> {
  const [negotiation] = await ctx.db.select().from(negotiations).where(eq(negotiations.id, access.negotiation.id));
  const record = { ...access, negotiation: negotiation! };
  const sides = await sidesWithNames(ctx.db, record, [offer]);
  return { offer: presentOffer(offer, sides), negotiation: await presentNegotiation(ctx.db, record), dealFinal: negotiation!.dealFinal };
}

/**
 * POST negotiation-offer-item/submit-offer: OFFER, DEAL or NOT_DEAL by one of the two parties.
 * A retry with the same idempotency key answers the first result and writes nothing; the key with
 * another move is refused (409) and writes nothing either.
 */
export async function submitOffer(ctx: AppContext, user: AuthUser, input: SubmitInput): Promise<SubmitOfferResult> {
  const fingerprint = input.idempotencyKey ? moveFingerprint(input) : null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const access = await requireNegotiationViewer(tx, user, input.negotiation, { lock: true });
    const party = requireParty(access);
    const { negotiation } = access;
    if (input.idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(negotiationOffers)
        .where(and(eq(negotiationOffers.negotiationId, negotiation.id), eq(negotiationOffers.fromAccountId, user.id), eq(negotiationOffers.idempotencyKey, input.idempotencyKey)));
      if (earlier) {
        requireSameRequest(earlier.requestFingerprint, fingerprint!);
        return { kind: 'retry', access, offer: earlier } as const;
      }
    }
    // Offline negotiations are ON_GOING from creation, but their prices are typed in, never offered.
    if (access.batch.negotiationType === 'OFFLINE') throw AppError.field(HTTP.unprocessable, 'status', MSG.offersClosed);
    const offers = await offerRowsOf(tx, negotiation.id);
    const verdict = judgeMove(negotiation.status, offers.map((o) => ({ from: o.fromRole, status: o.status })), party, input.status);
    if (!verdict.ok) throw AppError.field(HTTP.unprocessable, 'status', verdict.message);
    const toAccountId = await recipientOf(tx, access, party, user, input, offers);
    const { items, total } = input.status === 'OFFER' ? await offeredItems(tx, negotiation.id, input) : { items: offers.at(-1)!.items, total: offers.at(-1)!.total };

    const now = ctx.clock.now();
    const offerId = randomUUID();
    const payload = { offerId, from: party, fromAccountId: user.id, total, items };
    const [entry] = await appendNegotiationLedger(tx, negotiation, now, [
      input.status === 'DEAL' ? { kind: 'DEAL', payload: { ...payload, final: verdict.final } } : { kind: input.status, payload },
    ]);
    const [offer] = await tx
      .insert(negotiationOffers)
      .values({ id: offerId, negotiationId: negotiation.id, sequence: entry!.sequence, fromRole: party, fromAccountId: user.id, toAccountId, status: input.status, total, items, idempotencyKey: input.idempotencyKey ?? null, requestFingerprint: fingerprint, createdAt: now })
      .returning();
    const vendorOffered = party === 'vendor' && input.status !== 'NOT_DEAL';
    await tx
      .update(negotiations)
      .set({ dealFinal: verdict.final, updatedAt: now, ...(vendorOffered ? { vendorHasOffered: true } : {}) })
      .where(eq(negotiations.id, negotiation.id));
    if (verdict.final) await writeNegotiatedPrice(tx, access, { total, items }, now);

    let chat: ChatRow | undefined;
    if (verdict.effect !== 'OFFER') {
      const sender = (await accountNames(tx, [user.id])).get(user.id) ?? '';
      const sides = await sidesWithNames(tx, access, []);
      [chat] = await tx
        .insert(chatMessages)
        .values({
          roomId: negotiation.id,
          senderId: user.id,
          senderCompany: party === 'buyer' ? sides.buyerCompany : sides.vendorName,
          senderName: sender,
          fromRole: party,
          message: input.status,
          chatType: 'OFFER',
          priceDeal: total,
          createdAt: now,
          ...CHAT_FLAGS[verdict.effect],
        })
        .returning();
    }
    return { kind: 'accepted', access, offer: offer!, chat, final: verdict.final, total } as const;
  });

  const answer = await answerOf(ctx, outcome.access, outcome.offer);
  if (outcome.kind === 'accepted') {
    const id = outcome.access.negotiation.id;
    ctx.broadcast.emit(negotiationRoom(id), 'NEGOTIATION_OFFER', { negotiationId: id, offer: answer.offer, dealFinal: outcome.final, finalPrice: outcome.final ? outcome.total : null });
    if (outcome.chat) ctx.broadcast.emit(chatRoom(id), 'RESPONSE_MESSAGE', presentChat(outcome.chat));
  }
  return answer;
}

/** GET negotiation-offer/find-by-negotiation/{id}: every offer in ledger order. */
export async function offersOf(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationOfferView[]> {
  const access = await requireNegotiationViewer(ctx.db, user, negotiationId);
  return presentOffers(ctx.db, access);
}

/** GET negotiation-offer/find-last-offer-by-negotiation/{id}: the latest offer, or null. */
export async function lastOfferOf(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationOfferView | null> {
  return (await offersOf(ctx, user, negotiationId)).at(-1) ?? null;
}

/** POST negotiation-offer/find-record-before {negotiationId, dateTime}: the offers made before that moment. */
export async function offersBefore(ctx: AppContext, user: AuthUser, negotiationId: string, dateTime: string): Promise<NegotiationOfferView[]> {
  const access = await requireNegotiationViewer(ctx.db, user, negotiationId);
  const rows = await ctx.db
    .select()
    .from(negotiationOffers)
    .where(and(eq(negotiationOffers.negotiationId, negotiationId), lt(negotiationOffers.createdAt, new Date(dateTime))))
    .orderBy(asc(negotiationOffers.sequence));
  return presentOffers(ctx.db, access, rows);
}

/** GET negotiation-offer-item/find-by-offer/{offerId}: the items of one offer (404 unless the caller sees its negotiation). */
export async function offerItemsOf(ctx: AppContext, user: AuthUser, offerId: string): Promise<NegotiationOfferView['offerItems']> {
  const [offer] = await ctx.db.select({ negotiationId: negotiationOffers.negotiationId, items: negotiationOffers.items }).from(negotiationOffers).where(eq(negotiationOffers.id, offerId));
  if (!offer) throw negotiationNotFound();
  await requireNegotiationViewer(ctx.db, user, offer.negotiationId);
  return offer.items;
}
