import { asc, eq } from 'drizzle-orm';
import type { NegotiationRoomState, SpectatorView } from '@procura/domain/negotiation/negotiation.views';
import { negotiationRoom } from '@procura/domain/negotiation/negotiation.events';
import { turnView } from '@procura/domain/negotiation/negotiation-turn.rules';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/auth';
import { spectatorInvitations } from '../../../db/schema/negotiation';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import type { NegotiationAccess } from '../negotiation-access';
import { presentItems } from '../batch/negotiation-batch.presenter';
import { offerRowsOf, presentNegotiation, presentOffers, sidesOf } from './negotiation-online.presenter';

// What the online session page shows one viewer (JOIN_NEGOTIATION's ack), and who watches.

/** The accounts connected to a negotiation's room now, on every node (fetchSockets goes through the adapter). */
async function onlineAccounts(io: RealtimeServer, negotiationId: string): Promise<Set<string>> {
  const sockets = await io.in(negotiationRoom(negotiationId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.user?.id).filter((id): id is string => !!id));
}

/** The invited spectators, in invitation order, each marked online when one of its sockets is in the room. */
export async function spectatorsOf(io: RealtimeServer, db: Executor, negotiationId: string): Promise<SpectatorView[]> {
  const rows = await db
    .select({ accountId: spectatorInvitations.accountId, email: spectatorInvitations.email, company: spectatorInvitations.spectatorCompany, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(spectatorInvitations)
    .innerJoin(accounts, eq(accounts.id, spectatorInvitations.accountId))
    .where(eq(spectatorInvitations.negotiationId, negotiationId))
    .orderBy(asc(spectatorInvitations.createdAt), asc(spectatorInvitations.id));
  const online = rows.length > 0 ? await onlineAccounts(io, negotiationId) : new Set<string>();
  return rows.map((r) => ({ accountId: r.accountId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, companyName: r.company, online: online.has(r.accountId) }));
}

/** Tells the room who watches now; after a spectator joins, leaves or is invited. */
export function announceSpectators(io: RealtimeServer, ctx: AppContext, negotiationId: string): void {
  spectatorsOf(io, ctx.db, negotiationId)
    .then((spectators) => ctx.broadcast.emit(negotiationRoom(negotiationId), 'SPECTATOR_LIST', { negotiationId, spectators }))
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'negotiation spectators failed'));
}

/** An offline negotiation takes no online moves (its prices are typed in by the buyer). */
const NO_MOVES = { canOffer: false, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false } as const;
const OFFLINE_TURN = { ...NO_MOVES, turn: null } as const;

export async function negotiationRoomState(ctx: AppContext, io: RealtimeServer, access: NegotiationAccess): Promise<NegotiationRoomState> {
  const { negotiation, batch, procurement, viewer } = access;
  const rows = await offerRowsOf(ctx.db, negotiation.id);
  const { buyerCompany } = await sidesOf(ctx.db, access);
  return {
    viewer,
    negotiation: await presentNegotiation(ctx.db, access),
    batch: { _id: batch.id, name: batch.name, status: batch.status },
    procurement: {
      _id: procurement.id,
      procurementName: procurement.procurementName,
      procurementNumber: procurement.procurementNumber ?? '',
      biddingType: procurement.biddingType,
      currency: procurement.currency ?? 'IDR',
      buyerCompanyName: buyerCompany,
    },
    items: await presentItems(ctx.db, negotiation.id),
    offers: await presentOffers(ctx.db, access, rows),
    // A company's auditor sees whose turn it is and may take none (docs/decisions.md 244).
    turn: batch.negotiationType === 'OFFLINE' ? OFFLINE_TURN : { ...turnView(negotiation.status, rows.map((r) => ({ from: r.fromRole, status: r.status })), viewer), ...(access.readOnly ? NO_MOVES : {}) },
    spectators: await spectatorsOf(io, ctx.db, negotiation.id),
    chatRoomId: negotiation.id,
    serverNow: ctx.clock.now().toISOString(),
  };
}
