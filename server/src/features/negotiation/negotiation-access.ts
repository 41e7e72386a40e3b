import { and, eq } from 'drizzle-orm';
import type { NegotiationParty, NegotiationViewer } from '@procura/domain/negotiation/negotiation.enums';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { AUDITOR_ROLE, readsAsBuyer } from '@procura/domain/auth/auth.rules';
import type { Executor } from '../../db/client';
import { negotiationBatches, negotiations, spectatorInvitations } from '../../db/schema/negotiation';
import { procurements } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import { auditorRefusal } from '../../platform/security/auditor-refusal';
import { companyIdOf } from '../../platform/security/tenancy';
import { DATA_NOT_FOUND } from '../procurement';

// Who the caller is to one negotiation: the buyer (its company owns the procurement), the vendor
// (the negotiation's seller account), an invited spectator, or nobody (404, as if it did not exist).

export type NegotiationRow = typeof negotiations.$inferSelect;
export type BatchRow = typeof negotiationBatches.$inferSelect;
export type ProcurementRow = typeof procurements.$inferSelect;

export interface NegotiationRecord {
  negotiation: NegotiationRow;
  batch: BatchRow;
  procurement: ProcurementRow;
}

export interface NegotiationAccess extends NegotiationRecord {
  viewer: NegotiationViewer;
  /** A company's auditor: it sees what the buyer sees and acts on nothing (docs/decisions.md 244). */
  readOnly: boolean;
}

export const negotiationNotFound = () => AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);

/** The negotiation with its batch and procurement; `lock` takes the negotiation row for update (the one lock of its writers). */
export async function loadNegotiation(db: Executor, negotiationId: string, options: { lock?: boolean } = {}): Promise<NegotiationRecord> {
  const query = db
    .select({ negotiation: negotiations, batch: negotiationBatches, procurement: procurements })
    .from(negotiations)
    .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
    .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
    .where(eq(negotiations.id, negotiationId));
  const [row] = options.lock ? await query.for('update', { of: negotiations }) : await query;
  if (!row) throw negotiationNotFound();
  return row;
}

/** The caller's place in a loaded negotiation, or null when it has none; a company's auditor reads as its buyer. */
export async function viewerOf(db: Executor, user: AuthUser, record: NegotiationRecord): Promise<NegotiationViewer | null> {
  if (readsAsBuyer(user)) {
    const companyId = await companyIdOf(db, user);
    return companyId && companyId === record.procurement.companyId ? 'buyer' : null;
  }
  if (user.role === 'seller_auction') return record.negotiation.vendorAccountId === user.id ? 'vendor' : null;
  if (user.role === 'spectator_auction') {
    const [invited] = await db
      .select({ id: spectatorInvitations.id })
      .from(spectatorInvitations)
      .where(and(eq(spectatorInvitations.negotiationId, record.negotiation.id), eq(spectatorInvitations.accountId, user.id)));
    return invited ? 'spectator' : null;
  }
  return null;
}

/** The negotiation as the caller may see it: parties and invited spectators; everyone else 404. */
export async function requireNegotiationViewer(db: Executor, user: AuthUser, negotiationId: string, options: { lock?: boolean } = {}): Promise<NegotiationAccess> {
  const record = await loadNegotiation(db, negotiationId, options);
  const viewer = await viewerOf(db, user, record);
  if (!viewer) throw negotiationNotFound();
  return { ...record, viewer, readOnly: user.role === AUDITOR_ROLE };
}

/** One of the two parties; a spectator is refused with the spec's rule (it watches only), an auditor as it is everywhere. */
export function requireParty(access: NegotiationAccess): NegotiationParty {
  if (access.readOnly) throw auditorRefusal();
  if (access.viewer === 'spectator') throw AppError.field(HTTP.forbidden, null, NEGOTIATION_MSG.spectatorCannotAct);
  return access.viewer;
}

/** The buyer of the negotiation; the vendor, spectators and auditors are refused (403). */
export function requireBuyerViewer(access: NegotiationAccess): void {
  if (access.readOnly) throw auditorRefusal();
  if (access.viewer === 'spectator') throw AppError.field(HTTP.forbidden, null, NEGOTIATION_MSG.spectatorCannotAct);
  if (access.viewer !== 'buyer') throw AppError.field(HTTP.forbidden, null, 'You are not allowed to do this');
}
