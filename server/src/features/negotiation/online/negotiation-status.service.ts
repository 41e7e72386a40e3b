import { eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { buyerMoves, findTransition, type NegotiationTransition } from '@procura/domain/negotiation/negotiation-status.rules';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { ChangeNegotiationStatusInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationStatusView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { negotiationRoom } from '@procura/domain/negotiation/negotiation.events';
import { negotiations } from '../../../db/schema/negotiation';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { sanitizeSpecification, specificationToText } from '../../procurement';
import { requireBuyerViewer, requireNegotiationViewer, type NegotiationRecord } from '../negotiation-access';
import { appendNegotiationLedger } from './negotiation-ledger.store';
import { accountNames } from '../../../platform/account-names';
import { presentNegotiation } from './negotiation-online.presenter';
import { priceAtEnd, writeNegotiatedPrice } from './negotiation-results';

// The buyer's moves of one negotiation: Start (online), End Session, Cancel with a reason. Each is
// one transaction on the locked negotiation row with its ledger entry; the room hears of it after
// commit.

const isOnline = (record: NegotiationRecord) => record.batch.negotiationType !== 'OFFLINE';

/**
 * What the buyer may do now: the one table's moves from this status (domain's
 * negotiation-status.rules), less Start while the batch is not ON_GOING and End Session online
 * until the vendor has offered (docs/rules/negotiation.md#online-session: the action is hidden until then).
 */
function movesFrom(record: NegotiationRecord): NegotiationTransition[] {
  const { negotiation, batch } = record;
  return buyerMoves({ status: negotiation.status, batchStatus: batch.status, online: isOnline(record), vendorHasOffered: negotiation.vendorHasOffered });
}

function statusView(record: NegotiationRecord, buyer: boolean): NegotiationStatusView {
  return {
    status: record.negotiation.status,
    next: buyer ? movesFrom(record).map((m) => ({ status: m.to, label: m.label, ...(m.needsReason ? { needsReason: true } : {}) })) : [],
  };
}

/** POST negotiation/get-status: the status and, for the buyer, the moves it may make now. */
export async function getNegotiationStatus(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationStatusView> {
  const access = await requireNegotiationViewer(ctx.db, user, negotiationId);
  return statusView(access, access.viewer === 'buyer');
}

function refusal(record: NegotiationRecord, to: NegotiationStatus): AppError {
  if (findTransition(record.negotiation.status, to, 'buyer')?.needsVendorOfferOnline && isOnline(record) && !record.negotiation.vendorHasOffered) {
    return AppError.field(HTTP.conflict, null, NEGOTIATION_MSG.endNeedsVendorOffer);
  }
  return AppError.field(HTTP.conflict, null, NEGOTIATION_MSG.transitionRefused.replace('{status}', to));
}

/** The rich-text reason sanitised like the auction's; one that says nothing once sanitised is none. */
function cancelReasonOf(input: ChangeNegotiationStatusInput): { html: string; text: string } {
  const html = sanitizeSpecification(input.cancelReason ?? '');
  const text = specificationToText(html);
  if (!text) throw AppError.field(HTTP.badRequest, 'cancelReason', NEGOTIATION_MSG.cancelReasonRequired);
  return { html, text };
}

/** POST negotiation/change-status {negotiation, status, cancelReason?}: 409 for a move the table does not allow now. */
export async function changeNegotiationStatus(ctx: AppContext, user: AuthUser, input: ChangeNegotiationStatusInput): Promise<NegotiationView> {
  const reason = input.status === 'CANCELED' ? cancelReasonOf(input) : null;
  const record = await ctx.db.transaction(async (tx) => {
    const access = await requireNegotiationViewer(tx, user, input.negotiation, { lock: true });
    requireBuyerViewer(access);
    if (!movesFrom(access).some((m) => m.to === input.status)) throw refusal(access, input.status);
    const now = ctx.clock.now();
    const { negotiation } = access;
    if (input.status === 'ON_GOING') {
      await appendNegotiationLedger(tx, negotiation, now, [{ kind: 'START', payload: { startedAt: now.toISOString() } }]);
      await tx
        .update(negotiations)
        .set({ status: 'ON_GOING', startedAt: now, buyerAccountId: negotiation.buyerAccountId ?? user.id, updatedAt: now })
        .where(eq(negotiations.id, negotiation.id));
    } else if (input.status === 'DONE') {
      const price = await priceAtEnd(tx, access);
      if (price) await writeNegotiatedPrice(tx, access, price, now);
      await appendNegotiationLedger(tx, negotiation, now, [{ kind: 'END', payload: { finalPrice: price?.total ?? null } }]);
      await tx.update(negotiations).set({ status: 'DONE', endedAt: now, endDate: now, updatedAt: now }).where(eq(negotiations.id, negotiation.id));
    } else {
      await appendNegotiationLedger(tx, negotiation, now, [{ kind: 'CANCEL', payload: { reason: reason!.text } }]);
      await tx
        .update(negotiations)
        .set({ status: 'CANCELED', cancelReason: reason!.html, canceledBy: user.id, canceledAt: now, updatedAt: now })
        .where(eq(negotiations.id, negotiation.id));
    }
    const [moved] = await tx.select().from(negotiations).where(eq(negotiations.id, negotiation.id));
    return { ...access, negotiation: moved! };
  });
  const n = record.negotiation;
  const canceledBy = n.canceledBy ? ((await accountNames(ctx.db, [n.canceledBy])).get(n.canceledBy) ?? null) : null;
  ctx.broadcast.emit(negotiationRoom(n.id), 'NEGOTIATION_STATUS', {
    negotiationId: n.id,
    status: n.status,
    serverNow: ctx.clock.now().toISOString(),
    cancelReason: n.cancelReason,
    canceledBy,
    canceledAt: n.canceledAt?.toISOString() ?? null,
  });
  return presentNegotiation(ctx.db, record);
}
