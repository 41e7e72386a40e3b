import type { ProcurementStatus } from '@procura/domain/procurement/procurement.enums';
import { allowedNext } from '@procura/domain/procurement/procurement-status.rules';
import type {
  ProcurementDetailView,
  ProcurementListRow,
  ProcurementSearchHit,
  ProcurementView,
} from '@procura/domain/procurement/procurement.views';
import type { ProcurementRow } from './procurement-access';

// Rows become the spec's wire shapes here; raw rows (search vector, company id) never leave.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The facts the detail page needs beside the row. */
export interface ProcurementDetailFacts {
  statusChangedByName: string | null;
  itemCount: number;
  vendorCount: number;
  hasDoneSession: boolean;
}

export function presentProcurement(row: ProcurementRow): ProcurementView {
  const scored = row.administrationValue !== null && row.technicalValue !== null && row.priceValue !== null;
  return {
    _id: row.id,
    procurementName: row.procurementName,
    procurementNumber: row.procurementNumber,
    status: row.status,
    negotiationType: row.negotiationType,
    evaluationMethod: row.evaluationMethod,
    evaluationScoring: scored
      ? { administrationValue: row.administrationValue!, technicalValue: row.technicalValue!, priceValue: row.priceValue! }
      : null,
    biddingType: row.biddingType,
    winnerType: row.winnerType,
    currencyType: row.currencyType,
    // Master values are identified by their code (GET /api/masters), so the ids are the codes.
    currencyTypeId: row.currencyType,
    currency: row.currency,
    currencyId: row.currency,
    priceIncludeTax: row.priceIncludeTax,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    isNegotiation: row.negotiationType === 'NEGOTIATION',
    promiseProcurementId: row.promiseProcurementId,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentProcurementDetail(row: ProcurementRow, facts: ProcurementDetailFacts): ProcurementDetailView {
  return {
    ...presentProcurement(row),
    statusInfo: {
      date: row.statusChangedAt.toISOString(),
      status: row.status,
      userName: facts.statusChangedByName,
      cancelReason: row.cancelReason,
    },
    next: allowedNext(row).map((t) => ({ status: t.to, action: t.action, label: t.label, needsReason: !!t.needsReason })),
    itemCount: facts.itemCount,
    vendorCount: facts.vendorCount,
    hasDoneSession: facts.hasDoneSession,
  };
}

/** The columns a list row and a search hit read. */
export interface ProcurementSummaryRow {
  id: string;
  procurementNumber: string | null;
  procurementName: string;
  createdAt: Date;
  biddingType: string;
  status: ProcurementStatus;
}

export function presentListRow(row: ProcurementSummaryRow): ProcurementListRow {
  return {
    _id: row.id,
    procurementNumber: row.procurementNumber,
    procurementName: row.procurementName,
    createdAt: row.createdAt.toISOString(),
    biddingType: row.biddingType,
    status: row.status,
  };
}

export function presentSearchHit(row: ProcurementSummaryRow): ProcurementSearchHit {
  return {
    procurementId: row.id,
    procurementName: row.procurementName,
    procurementNumber: row.procurementNumber,
    createdAt: row.createdAt.toISOString(),
    biddingType: row.biddingType,
    status: row.status,
  };
}
