import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { negotiationBatches, negotiationItems, negotiations, spectatorInvitations } from '../../db/schema/negotiation';
import { procurementVendorItems } from '../../db/schema/procurement';
import { createAccount } from '../../testing/factories';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import type { TestApp } from '../../testing/test-app';
import { vendorToken } from '../auction/auction-invitation.testing';

// Test data of the online negotiation written straight to the database (no batch flow needed): a
// buyer's OPEN procurement with two items, an ON_GOING ONLINE batch, a NOT_STARTED negotiation with
// its vendor's seller account, a second negotiation of another vendor, an invited spectator and
// another company's buyer, each signed in.

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Person {
  accountId: string;
  email: string;
  token: string;
}

/** A seller or spectator account signed in by one-time code, as vendors and spectators sign in. */
async function vendorSideAccount(t: TestApp, role: 'seller_auction' | 'spectator_auction', email: string): Promise<Person> {
  const account = await createAccount(t, { role, email, password: null });
  return { accountId: account.id, email, token: await vendorToken(t, email) };
}

async function insertNegotiation(t: TestApp, batchId: string, procurementId: string, itemIds: string[], vendorAccount: Person, buyerAccountId: string, lastPrice: string) {
  const db = t.app.ctx.db;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const vendor = await insertVendor(t, procurementId, { name: `PT Vendor ${tag} Makmur`, email: vendorAccount.email, accountId: vendorAccount.accountId, lastPrice });
  await db.insert(procurementVendorItems).values(itemIds.map((procurementItemId) => ({ procurementVendorId: vendor.id, procurementItemId, lastPrice: '1000.00', capableQty: '10.00' })));
  const [negotiation] = await db
    .insert(negotiations)
    .values({ batchId, procurementVendorId: vendor.id, status: 'NOT_STARTED', vendorAccountId: vendorAccount.accountId, buyerAccountId, vendorPicName: 'Andi', vendorPicEmail: vendorAccount.email, lastPrice, startDate: t.clock.now() })
    .returning();
  const items = await db
    .insert(negotiationItems)
    .values(itemIds.map((procurementItemId) => ({ negotiationId: negotiation!.id, procurementItemId, lastPrice: '1000.00', initialPrice: '1000.00', initialCapableQty: '10.00' })))
    .returning();
  return { negotiation: negotiation!, vendor, items };
}

/** The whole cast of an online negotiation, ready to start. */
export async function onlineNegotiation(t: TestApp, options: { negotiationType?: 'ONLINE' | 'OFFLINE' } = {}) {
  const db = t.app.ctx.db;
  const buyer = await buyerSession(t);
  const procurement = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
  // Item 1: 10 units, at least 5; item 2: 4 units, all 4.
  const item1 = await insertItem(t, procurement.id, { quantity: '10.00', minCapableQty: '5.00' });
  const item2 = await insertItem(t, procurement.id, { quantity: '4.00', minCapableQty: '4.00' });
  const itemIds = [item1.id, item2.id];
  const [batch] = await db
    .insert(negotiationBatches)
    .values({ procurementId: procurement.id, name: 'Negotiation 1', status: 'ON_GOING', negotiationType: options.negotiationType ?? 'ONLINE', startDate: t.clock.now(), createdBy: buyer.accountId })
    .returning();
  const tag = randomBytes(4).toString('hex');
  const vendor = await vendorSideAccount(t, 'seller_auction', `vendor.${tag}@vendor.co.id`);
  const otherVendor = await vendorSideAccount(t, 'seller_auction', `other.${tag}@vendor.co.id`);
  const main = await insertNegotiation(t, batch!.id, procurement.id, itemIds, vendor, buyer.accountId, '14000.00');
  const other = await insertNegotiation(t, batch!.id, procurement.id, itemIds, otherVendor, buyer.accountId, '15000.00');
  const spectator = await vendorSideAccount(t, 'spectator_auction', `watcher.${tag}@observer.co.id`);
  await db.insert(spectatorInvitations).values({ negotiationId: main.negotiation.id, companyId: buyer.companyId, accountId: spectator.accountId, email: spectator.email, spectatorCompany: 'PT Pengawas', fromAccountId: buyer.accountId });
  const stranger = await buyerSession(t);
  return { buyer, procurement, batch: batch!, itemIds, vendor, otherVendor, negotiation: main.negotiation, items: main.items, procurementVendor: main.vendor, otherNegotiation: other.negotiation, spectator, stranger };
}

export type Cast = Awaited<ReturnType<typeof onlineNegotiation>>;

/** The negotiation row as stored. */
export async function negotiationRow(t: TestApp, id: string) {
  const [row] = await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, id));
  return row!;
}

export function changeStatus(t: TestApp, token: string, negotiation: string, status: string, cancelReason?: string) {
  return t.call('POST', '/api/secured/negotiation/change-status', { token, body: { negotiation, status, ...(cancelReason === undefined ? {} : { cancelReason }) } });
}

/** An OFFER of every item: unit price and capable quantity per item (defaults: 10 and 4 units). */
export function offerBody(cast: Cast, unitPrices: [string, string], extra: Record<string, unknown> = {}) {
  const qty = ['10', '4'];
  return {
    negotiation: cast.negotiation.id,
    status: 'OFFER',
    negotiationOfferItems: cast.items.map((item, i) => ({ negotiationItem: item.id, offer: unitPrices[i], capableQty: qty[cast.itemIds.indexOf(item.procurementItemId)] })),
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

export function submit(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call('POST', '/api/secured/negotiation-offer-item/submit-offer', { token, body });
}

export function answer(t: TestApp, token: string, cast: Cast, status: 'DEAL' | 'NOT_DEAL') {
  return submit(t, token, { negotiation: cast.negotiation.id, status, idempotencyKey: randomUUID() });
}

export async function connectAs(url: string, token: string): Promise<Client> {
  const socket: Client = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function joinNegotiation(socket: Client, negotiationId: string): Promise<Ack<NegotiationRoomState>> {
  return socket.timeout(5_000).emitWithAck('JOIN_NEGOTIATION', { negotiationId });
}

/** A socket in the negotiation room and its chat room, recording everything it hears. */
export async function enterNegotiation(url: string, token: string, negotiationId: string, opened: Client[]) {
  const socket = await connectAs(url, token);
  opened.push(socket);
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  const joined = await joinNegotiation(socket, negotiationId);
  if (!('data' in joined)) throw new Error(`joining failed: ${JSON.stringify(joined)}`);
  const chat = await socket.timeout(5_000).emitWithAck('JOIN_CHAT_ROOM', { roomId: negotiationId });
  if (!('data' in chat)) throw new Error(`joining the chat failed: ${JSON.stringify(chat)}`);
  return { socket, heard, joined: joined.data, events: <T = unknown>(event: string) => heard.filter((h) => h.event === event).map((h) => h.payload as T) };
}

export const refusal = (body: unknown) => (body as { errors?: { msg: string }[] }).errors?.[0]?.msg;
