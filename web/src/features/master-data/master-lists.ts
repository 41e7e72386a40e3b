import type { MasterListName } from '@procura/domain/master-data/master-data.enums';

/**
 * The super admin's Master menu (docs/rules/shell-and-landing.md#shell-and-menu): one page per reference-data list, each
 * naming the list of /api/masters it maintains.
 */
export const MASTER_LISTS = [
  { slug: 'auction-models', label: 'Auction Models', list: 'auctionModels' },
  { slug: 'auction-types', label: 'Auction Types', list: 'auctionTypes' },
  { slug: 'bidding-types', label: 'Bidding Types', list: 'biddingTypes' },
  { slug: 'currencies', label: 'Currencies', list: 'currencies' },
  { slug: 'currency-types', label: 'Currency Types', list: 'currencyTypes' },
  { slug: 'evaluation-methods', label: 'Evaluation Methods', list: 'evaluationMethods' },
  { slug: 'negotiation-types', label: 'Negotiation Types', list: 'negotiationTypes' },
  { slug: 'negotiation-medias', label: 'Negotiation Medias', list: 'negotiationMedias' },
  { slug: 'period-types', label: 'Period Types', list: 'periodTypes' },
  { slug: 'procurement-bidding-types', label: 'Procurement Bidding Types', list: 'procurementBiddingTypes' },
  { slug: 'winner-types', label: 'Winner Types', list: 'winnerTypes' },
] as const satisfies readonly { slug: string; label: string; list: MasterListName }[];
export type MasterListPageSlug = (typeof MASTER_LISTS)[number]['slug'];
export type MasterListPage = (typeof MASTER_LISTS)[number];
