import type { Labels } from '../common/i18n';

/** One value of a reference-data list: a stable code and its labels. */
export interface MasterValue {
  code: string;
  labels: Labels;
}

function values<const C extends string>(entries: Record<C, Labels>) {
  const list: MasterValue[] = Object.entries<Labels>(entries).map(([code, labels]) => ({ code, labels }));
  return { codes: Object.keys(entries) as C[], list };
}

// The fixed enumerations of docs/rules/reference-data.md#enumerations. Codes are what the rules depend on and never change;
// labels, the active flag and the order are what people read and the super admin may edit.
export const companyTypes = values({
  PT: { en: 'PT (Limited Liability Company)', id: 'PT (Perseroan Terbatas)' },
  CV: { en: 'CV (Limited Partnership)', id: 'CV (Persekutuan Komanditer)' },
});
export const phonePrefixes = values({ '+62': { en: '+62', id: '+62' } });
export const evaluationMethods = values({
  PASSING_GRADE: { en: 'Passing Grade', id: 'Passing Grade' },
  LEAST_COST_SYSTEM: { en: 'Least Cost System', id: 'Sistem Biaya Terendah' },
  MERIT_POINT: { en: 'Merit Point', id: 'Merit Point' },
});
export const winnerTypes = values({
  SINGLE_WINNER: { en: 'Single Winner', id: 'Pemenang Tunggal' },
  MULTI_WINNER: { en: 'Multi Winner', id: 'Pemenang Jamak' },
});
export const biddingTypes = values({
  TOTAL_PRICE: { en: 'Total Bulk Price', id: 'Harga Total Borongan' },
  TOTAL_PRICE_BY_UNIT: { en: 'Total Price by Unit', id: 'Harga Total per Satuan' },
  UNIT_PRICE: { en: 'Unit Price', id: 'Harga Satuan' },
});
export const negotiationTypes = values({
  REVERSE_AUCTION: { en: 'Reverse Auction', id: 'Lelang Terbalik' },
  FORWARD_AUCTION: { en: 'Forward Auction', id: 'Lelang Maju' },
  NEGOTIATION: { en: 'Negotiation', id: 'Negosiasi' },
});
// The procurement's own bidding type (docs/rules/procurement.md: the `biddingType` list of the initiation filter),
// kept apart from `biddingTypes` so that each can be labelled and ordered on its own.
export const procurementBiddingTypes = values({
  TOTAL_PRICE: { en: 'Total Price', id: 'Harga Total' },
  TOTAL_PRICE_BY_UNIT: { en: 'Total Price By Unit', id: 'Harga Total per Satuan' },
  UNIT_PRICE: { en: 'Unit Price', id: 'Harga Satuan' },
});
export const currencyTypes = values({
  SINGLE_CURRENCY: { en: 'Single Currency', id: 'Mata Uang Tunggal' },
  MULTI_CURRENCY: { en: 'Multi Currency', id: 'Multi Mata Uang' },
});
export const currencies = values({
  IDR: { en: 'Indonesian Rupiah', id: 'Rupiah Indonesia' },
  USD: { en: 'US Dollar', id: 'Dolar Amerika Serikat' },
});
export const auctionTypes = values({
  OPEN: { en: 'Open', id: 'Terbuka' },
  // Named for what it means: vendors see only their own offers (decision 167). The code stays CLOSE.
  CLOSE: { en: 'Closed (sealed)', id: 'Tertutup (tersegel)' },
});
export const auctionModels = values({
  REALTIME: { en: 'Real Time', id: 'Waktu Nyata' },
  SIMULATION: { en: 'Simulation', id: 'Simulasi' },
});
export const periodTypes = values({
  INJURY_TIME: { en: 'Injury Time', id: 'Waktu Tambahan' },
  LIMITED_TIME: { en: 'Limited Time', id: 'Waktu Terbatas' },
});
export const negotiationMedias = values({
  ONLINE: { en: 'Online', id: 'Daring' },
  OFFLINE: { en: 'Offline', id: 'Luring' },
});
export const attendanceStatuses = values({
  ATTEND: { en: 'Attend', id: 'Hadir' },
  NOT_CONFIRMED: { en: 'Not Confirmed', id: 'Belum Dikonfirmasi' },
  NOT_ATTEND: { en: 'Not Attend', id: 'Tidak Hadir' },
});
export const documentTypes = values({
  LETTER_OF_ATTOURNEY: { en: 'Letter of Attorney', id: 'Surat Kuasa' },
});
export const references = values({
  SEARCH_ENGINE: { en: 'Search Engine', id: 'Mesin Pencari' },
  SOCIAL_MEDIA: { en: 'Social Media', id: 'Media Sosial' },
  SALES_STAFF: { en: 'Sales Staff', id: 'Staf Penjualan' },
  SALES_AGENT: { en: 'Sales Agent', id: 'Agen Penjualan' },
});

/** The references that require a sales name at registration. */
export const SALES_REFERENCES: readonly string[] = ['SALES_STAFF', 'SALES_AGENT'];

/** Every list served by GET /api/masters, keyed by the name the browser reads. */
export const MASTER_LISTS = {
  evaluationMethods,
  currencies,
  currencyTypes,
  biddingTypes,
  procurementBiddingTypes,
  negotiationTypes,
  winnerTypes,
  auctionTypes,
  auctionModels,
  periodTypes,
  references,
  phonePrefix: phonePrefixes,
  companyTypes,
  negotiationMedias,
  attendanceStatuses,
  documentTypes,
} as const;

export type MasterListName = keyof typeof MASTER_LISTS;
export const MASTER_LIST_NAMES = Object.keys(MASTER_LISTS) as MasterListName[];
