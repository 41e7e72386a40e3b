import type { ProcurementDetailView } from '@procura/domain/procurement/procurement.views';

/** GET /api/secured/procurement/{id}: the procurement with its status card, counts and hasDoneSession. */
export type ProcurementDetail = ProcurementDetailView;

/** What every section of the initiation detail page receives. */
export interface SectionProps {
  procurement: ProcurementDetail;
  /** Reloads the procurement (and with it every section) after a change. */
  onChanged: () => void;
}

/**
 * The query key of the procurement. onChanged invalidates it, so section queries whose key starts
 * with it (`[...procurementQueryKey(id), 'vendors', …]`) are reloaded with the procurement.
 */
export const procurementQueryKey = (procurementId: string) => ['procurement', procurementId] as const;

/**
 * The Submit Success dialog's Create Auction Session goes to
 * `/initiation/form/{id}?newSession=1#auction-session`: the page scrolls to the Auction Session
 * section, which runs its new-session flow when it sees this parameter and then removes it.
 */
export const NEW_AUCTION_SESSION_PARAM = 'newSession';
