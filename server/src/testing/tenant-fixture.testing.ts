import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auctionOffers } from '../db/schema/auction';
import { companies } from '../db/schema/company';
import { chatMessages, negotiationItems, spectatorInvitations } from '../db/schema/negotiation';
import { procurements } from '../db/schema/procurement';
import { offer, runningSession } from '../features/auction/auction-bidding.testing';
import { changeStatus, connectAs } from '../features/negotiation/negotiation-online.testing';
import { ok, scheduledNegotiation } from '../features/negotiation/negotiation.testing';
import { vendorToken } from '../features/auction/auction-invitation.testing';
import { createAccount } from './factories';
import type { TestApp } from './test-app';
import type { IdPool } from './fuzz.testing';

// One buyer company with everything a tenant owns, for the fuzz and tenant-sweep tests: a running
// auction (two invited vendors, an offer in the ledger), an ON_GOING online negotiation (a vendor
// offer, a chat line, an invited spectator), report settings. Names are tagged so that a test can
// look for them in another caller's answers.

export interface Tenant {
  tag: string;
  buyer: { token: string; accountId: string; companyId: string; email: string };
  companyName: string;
  auction: { procurementId: string; auctionId: string; itemIds: string[]; vendorIds: string[]; offerIds: string[] };
  /** The two invited vendors of the auction (vendor 1 has made an offer). */
  vendors: Array<{ token: string; accountId: string; email: string; name: string; invitationId: string; procurementVendorId: string }>;
  negotiation: { procurementId: string; batchId: string; negotiationId: string; negotiationIds: string[]; itemIds: string[]; vendorIds: string[]; negotiationItemIds: string[]; offerIds: string[]; messageIds: string[] };
  negotiationVendor: { token: string; email: string };
  spectator: { token: string; accountId: string; email: string };
  /** Every id of the tenant's rows, by the name its fields and path parameters use. */
  ids: IdPool;
  /** Text that only this tenant's data holds: ids, e-mails, names. */
  markers: string[];
}

async function sendChat(url: string, token: string, roomId: string, message: string): Promise<void> {
  const socket = await connectAs(url, token);
  try {
    const joined = await socket.timeout(5_000).emitWithAck('JOIN_CHAT_ROOM', { roomId });
    if (!('data' in joined)) throw new Error(`chat join failed: ${JSON.stringify(joined)}`);
    const sent = await socket.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId, message });
    if (!('data' in sent)) throw new Error(`chat failed: ${JSON.stringify(sent)}`);
  } finally {
    socket.close();
  }
}

export async function createTenant(t: TestApp): Promise<Tenant> {
  const db = t.app.ctx.db;
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const made = await runningSession(t);
  const buyer = made.buyer;
  const companyName = `PT Tenant ${tag} Sentosa`;
  await db.update(companies).set({ companyName, companyEmail: `procurement.${tag.toLowerCase()}@tenant.co.id` }).where(eq(companies.id, buyer.companyId));
  await db.update(procurements).set({ procurementName: `Pengadaan ${tag} Lelang` }).where(eq(procurements.id, made.procurement.id));

  const first = made.vendors[0]!;
  const offered = await offer(t, first.token, made.auction.id, { totalOffer: '290,000,000' });
  if (offered.status !== 200) throw new Error(`offer failed: ${JSON.stringify(offered.body)}`);
  const offerRows = await db.select({ id: auctionOffers.id }).from(auctionOffers).where(eq(auctionOffers.auctionId, made.auction.id));

  const nego = await scheduledNegotiation(t, buyer);
  await db.update(procurements).set({ procurementName: `Pengadaan ${tag} Negosiasi` }).where(eq(procurements.id, nego.procurement.id));
  ok(await changeStatus(t, buyer.token, nego.negotiationId, 'ON_GOING'));
  const items = await db.select().from(negotiationItems).where(eq(negotiationItems.negotiationId, nego.negotiationId));
  const offerAnswer = await t.call('POST', '/api/secured/negotiation-offer-item/submit-offer', {
    token: nego.vendorToken,
    body: {
      negotiation: nego.negotiationId,
      status: 'OFFER',
      negotiationOfferItems: items.map((i) => ({ negotiationItem: i.id, offer: '13000000', capableQty: '10' })),
      idempotencyKey: randomUUID(),
    },
  });
  const negotiationOfferIds = offerAnswer.status === 200 ? ok<{ _id?: string }[]>(await t.call('GET', `/api/secured/negotiation-offer/find-by-negotiation/${nego.negotiationId}`, { token: buyer.token })).map((o) => o._id!).filter(Boolean) : [];
  await sendChat(t.url, buyer.token, nego.negotiationId, `Halo ${tag} dari pembeli`);
  const messages = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.roomId, nego.negotiationId));

  const spectatorEmail = `watcher.${tag.toLowerCase()}@observer.co.id`;
  const spectatorAccount = await createAccount(t, { role: 'spectator_auction', email: spectatorEmail, password: null });
  await db.insert(spectatorInvitations).values({ negotiationId: nego.negotiationId, companyId: buyer.companyId, accountId: spectatorAccount.id, email: spectatorEmail, spectatorCompany: `PT Pengawas ${tag}`, fromAccountId: buyer.accountId });
  const spectator = { token: await vendorToken(t, spectatorEmail), accountId: spectatorAccount.id, email: spectatorEmail };

  ok(await t.call('POST', '/api/secured/generate-report-auction/create', { token: buyer.token, body: { companyId: buyer.companyId, organizingCommittee: `Panitia ${tag}`, allocation: `Alokasi ${tag}` } }));

  const auction = { procurementId: made.procurement.id, auctionId: made.auction.id, itemIds: made.itemIds, vendorIds: made.vendors.map((v) => v.procurementVendorId), offerIds: offerRows.map((r) => r.id) };
  const negotiation = {
    procurementId: nego.procurement.id,
    batchId: nego.batchId,
    negotiationId: nego.negotiationId,
    negotiationIds: nego.negotiationIds,
    itemIds: nego.itemIds,
    vendorIds: nego.vendorIds,
    negotiationItemIds: items.map((i) => i.id),
    offerIds: negotiationOfferIds,
    messageIds: messages.map((m) => m.id),
  };
  const procurementIds = [auction.procurementId, negotiation.procurementId];
  const byName: Record<string, string[]> = {
    companyId: [buyer.companyId],
    id: [...procurementIds, ...auction.itemIds, ...auction.vendorIds, negotiation.batchId, ...negotiation.negotiationIds, ...negotiation.messageIds],
    procurementId: procurementIds,
    procurementIds,
    procurementItemId: [...auction.itemIds, ...negotiation.itemIds],
    procurementVendorId: auction.vendorIds,
    vendorIds: [...auction.vendorIds, ...negotiation.vendorIds],
    vendorRowId: auction.vendorIds,
    itemIds: auction.itemIds,
    auctionId: [auction.auctionId],
    auctionIds: [auction.auctionId],
    offerId: [...auction.offerIds, ...negotiation.offerIds],
    auctionInvitationId: made.vendors.map((v) => v.invitationId),
    invitationId: made.vendors.map((v) => v.invitationId),
    negotiationBatch: [negotiation.batchId],
    batchId: [negotiation.batchId],
    negotiation: negotiation.negotiationIds,
    negotiationId: negotiation.negotiationIds,
    negotiationItem: negotiation.negotiationItemIds,
    roomId: [negotiation.negotiationId],
    messageId: negotiation.messageIds,
    foreignKey: [negotiation.negotiationId],
    toAccountId: [spectator.accountId],
    fromAccountId: [buyer.accountId],
  };
  const any = [...new Set(Object.values(byName).flat())];
  const vendors = made.vendors.map((v) => ({ token: v.token, accountId: v.accountId, email: v.email, name: v.name, invitationId: v.invitationId, procurementVendorId: v.procurementVendorId }));
  const markers = [...any, buyer.email, companyName, tag, ...vendors.map((v) => v.email), ...vendors.map((v) => v.name), nego.picEmail, spectatorEmail];
  return {
    tag,
    buyer,
    companyName,
    auction,
    vendors,
    negotiation,
    negotiationVendor: { token: nego.vendorToken, email: nego.picEmail },
    spectator,
    ids: { byName, any },
    markers,
  };
}

/** The ids a path parameter of `url` may take: by its name, then by the path segment before it. */
export function idsForParam(url: string, param: string, pool: IdPool): string[] {
  if (param !== 'id') return pool.byName[param] ?? [];
  const before = url.split('/:id')[0]!.split('/').filter((s) => !s.startsWith(':'));
  const segment = before.join('/');
  const kinds: Array<[RegExp, string]> = [
    [/negotiation-batch$/, 'negotiationBatch'],
    [/(negotiation|find-by-negotiation)$/, 'negotiation'],
    [/procurement-item$/, 'procurementItemId'],
    [/procurement-vendor$/, 'procurementVendorId'],
    [/procurement$/, 'procurementId'],
    [/chat\/messages$/, 'messageId'],
  ];
  for (const [pattern, name] of kinds) if (pattern.test(segment)) return pool.byName[name] ?? [];
  return pool.byName.id ?? [];
}
