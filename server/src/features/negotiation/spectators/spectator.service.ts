import { and, eq, isNull } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { addSpectatorSchema, findInvitationSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { isFinalNegotiationStatus } from '@procura/domain/negotiation/negotiation-status.rules';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/auth';
import { companies } from '../../../db/schema/company';
import { spectatorInvitations } from '../../../db/schema/negotiation';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { negotiationNotFound, requireBuyerViewer, requireNegotiationViewer } from '../negotiation-access';
import { sidesOf } from '../online/negotiation-online.presenter';
import { announceSpectators } from '../online/negotiation-room.service';
import { spectatorInvitationMail, spectatorLink } from './spectator.mails';

// Spectators of a negotiation (docs/rules/negotiation.md#spectators): the buyer invites them by e-mail while the
// negotiation is neither DONE nor CANCELED; they watch and act on nothing.

const SPECTATOR_ROLE = 'spectator_auction';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spectator account of an e-mail, created without a password; another role's e-mail is refused (422). */
async function spectatorAccountOf(tx: Executor, email: string): Promise<string> {
  await tx.insert(accounts).values({ email, firstName: email.split('@')[0]!, lastName: '', role: SPECTATOR_ROLE, passwordHash: null }).onConflictDoNothing({ target: accounts.email });
  const [account] = await tx.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.email, email));
  if (!account || account.role !== SPECTATOR_ROLE) throw AppError.field(HTTP.unprocessable, 'email', MSG.spectatorEmailTaken.replace('{email}', email));
  return account.id;
}

/** The company the buyer named: a company chosen by id (its name), or a name typed. */
async function companyNameOf(db: Executor, companyId: string): Promise<string> {
  if (!UUID.test(companyId)) return companyId;
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? companyId;
}

/** POST spectator/add-spectator: records the invitation once per negotiation and account, and mails the link each time. */
export async function addSpectator(ctx: AppContext, io: RealtimeServer, user: AuthUser, input: z.output<typeof addSpectatorSchema>): Promise<{ message: 'ok' }> {
  const email = input.email.trim().toLowerCase();
  const negotiationId = await ctx.db.transaction(async (tx) => {
    const access = await requireNegotiationViewer(tx, user, input.foreignKey, { lock: true });
    requireBuyerViewer(access);
    const { negotiation, batch, procurement } = access;
    if (isFinalNegotiationStatus(negotiation.status)) throw AppError.field(HTTP.conflict, null, MSG.spectatorClosed);
    const accountId = await spectatorAccountOf(tx, email);
    const now = ctx.clock.now();
    await tx
      .insert(spectatorInvitations)
      .values({ negotiationId: negotiation.id, companyId: procurement.companyId, accountId, email, spectatorCompany: await companyNameOf(tx, String(input.companyId)), fromAccountId: user.id, module: input.module, lastMailedAt: now, createdAt: now })
      .onConflictDoUpdate({ target: [spectatorInvitations.negotiationId, spectatorInvitations.accountId], set: { lastMailedAt: now } });
    const sides = await sidesOf(tx, access);
    const facts = { procurementName: procurement.procurementName, buyerCompany: sides.buyerCompany, vendorName: sides.vendorName, batchId: batch.id, negotiationId: negotiation.id };
    await enqueueMail(tx, spectatorInvitationMail(email, facts, spectatorLink(ctx.config, facts, email)));
    return negotiation.id;
  });
  announceSpectators(io, ctx, negotiationId);
  return { message: 'ok' };
}

/** POST invitation/find-by-to-owner-and-foreign-key: the caller's own invitation to a negotiation, or 404. */
export async function findOwnInvitation(ctx: AppContext, user: AuthUser, input: z.output<typeof findInvitationSchema>) {
  if (input.toAccountId && input.toAccountId !== user.id) throw negotiationNotFound();
  const [row] = await ctx.db
    .select()
    .from(spectatorInvitations)
    .where(and(eq(spectatorInvitations.negotiationId, input.foreignKey), eq(spectatorInvitations.accountId, user.id)));
  if (!row) throw negotiationNotFound();
  return { _id: row.id, foreignKey: row.negotiationId, toAccountId: row.accountId, email: row.email, companyName: row.spectatorCompany, module: row.module, createdAt: row.createdAt.toISOString() };
}

/**
 * JOIN_NEGOTIATION by an invited spectator: the first time it enters the room is kept for the minutes'
 * annex (docs/rules/negotiation.md#spectators); a later join, on any node, changes nothing. The one
 * writer of `first_joined_at`, on the server's clock like every other time the minutes print.
 */
export async function recordSpectatorJoin(ctx: AppContext, negotiationId: string, accountId: string): Promise<void> {
  await ctx.db
    .update(spectatorInvitations)
    .set({ firstJoinedAt: ctx.clock.now() })
    .where(and(eq(spectatorInvitations.negotiationId, negotiationId), eq(spectatorInvitations.accountId, accountId), isNull(spectatorInvitations.firstJoinedAt)));
}
