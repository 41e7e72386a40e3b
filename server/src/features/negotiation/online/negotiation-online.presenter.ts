import { asc, eq } from 'drizzle-orm';
import type { NegotiationParty } from '@procura/domain/negotiation/negotiation.enums';
import type { ChatMessageView, NegotiationOfferView, NegotiationView, OfferParty } from '@procura/domain/negotiation/negotiation.views';
import type { Executor } from '../../../db/client';
import { companies } from '../../../db/schema/company';
import { chatMessages, negotiationOffers } from '../../../db/schema/negotiation';
import { procurementVendors } from '../../../db/schema/procurement';
import { accountNames } from '../../../platform/account-names';
import type { NegotiationRecord } from '../negotiation-access';
import { presentNegotiations } from '../batch/negotiation-batch.presenter';

// Rows of an online negotiation mapped to the wire shapes of docs/rules/negotiation.md#contract (raw rows never leave).

export type OfferRow = typeof negotiationOffers.$inferSelect;
export type ChatRow = typeof chatMessages.$inferSelect;

/** One negotiation as the batch screens show it (the batch presenter's, one rule in one place). */
export async function presentNegotiation(db: Executor, record: NegotiationRecord): Promise<NegotiationView> {
  const [view] = await presentNegotiations(db, { ids: [record.negotiation.id] });
  return view!;
}

/** The names the room shows for the two sides: the buyer's company and the vendor (the procurement vendor's name). */
export async function sidesOf(db: Executor, record: NegotiationRecord): Promise<{ buyerCompany: string; vendorName: string }> {
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, record.procurement.companyId));
  const [vendor] = await db.select({ name: procurementVendors.name }).from(procurementVendors).where(eq(procurementVendors.id, record.negotiation.procurementVendorId));
  return { buyerCompany: company?.name ?? '', vendorName: vendor?.name ?? '' };
}

/** Both sides as anyone in the room sees them: the buyer's company and the vendor, with the accounts' names. */
export interface Sides {
  names: Map<string, string>;
  buyerCompany: string;
  vendorName: string;
}

function partyOf(sides: Sides, role: NegotiationParty, accountId: string | null): OfferParty {
  return { role, name: accountId ? (sides.names.get(accountId) ?? '') : '', companyName: role === 'buyer' ? sides.buyerCompany : sides.vendorName };
}

export function presentOffer(row: OfferRow, sides: Sides): NegotiationOfferView {
  const to: NegotiationParty = row.fromRole === 'buyer' ? 'vendor' : 'buyer';
  return {
    _id: row.id,
    negotiationId: row.negotiationId,
    sequence: row.sequence,
    from: partyOf(sides, row.fromRole, row.fromAccountId),
    to: partyOf(sides, to, row.toAccountId),
    status: row.status,
    offer: row.total,
    offerItems: row.items,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function sidesWithNames(db: Executor, record: NegotiationRecord, rows: readonly OfferRow[]): Promise<Sides> {
  const names = await accountNames(db, rows.flatMap((r) => [r.fromAccountId, r.toAccountId]));
  return { names, ...(await sidesOf(db, record)) };
}

export async function offerRowsOf(db: Executor, negotiationId: string): Promise<OfferRow[]> {
  return db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, negotiationId)).orderBy(asc(negotiationOffers.sequence));
}

export async function presentOffers(db: Executor, record: NegotiationRecord, rows?: OfferRow[]): Promise<NegotiationOfferView[]> {
  const offers = rows ?? (await offerRowsOf(db, record.negotiation.id));
  const sides = await sidesWithNames(db, record, offers);
  return offers.map((row) => presentOffer(row, sides));
}

export function presentChat(row: ChatRow): ChatMessageView {
  return {
    _id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    senderCompany: row.senderCompany,
    senderName: row.senderName,
    fromRole: row.fromRole,
    message: row.message,
    chatType: row.chatType,
    priceDeal: row.priceDeal,
    waitingDealConfirmation: row.waitingDealConfirmation,
    dealConfirmed: row.dealConfirmed,
    dealNotConfirmed: row.dealNotConfirmed,
    createdAt: row.createdAt.toISOString(),
  };
}
