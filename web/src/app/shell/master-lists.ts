/** The super admin's Master menu (spec 1 section 2.3): one page per reference-data list. */
export const MASTER_LISTS = [
  { slug: 'auction-models', label: 'Auction Models' },
  { slug: 'auction-types', label: 'Auction Types' },
  { slug: 'bidding-types', label: 'Bidding Types' },
  { slug: 'currencies', label: 'Currencies' },
  { slug: 'currency-types', label: 'Currency Types' },
  { slug: 'evaluation-methods', label: 'Evaluation Methods' },
  { slug: 'negotiation-types', label: 'Negotiation Types' },
  { slug: 'negotiation-medias', label: 'Negotiation Medias' },
  { slug: 'period-types', label: 'Period Types' },
  { slug: 'procurement-bidding-types', label: 'Procurement Bidding Types' },
  { slug: 'winner-types', label: 'Winner Types' },
] as const;
export type MasterListPageSlug = (typeof MASTER_LISTS)[number]['slug'];
