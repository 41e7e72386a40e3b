import type { Labels } from '../common/i18n';
import type {
  auctionModels,
  auctionTypes,
  biddingTypes,
  currencyTypes,
  evaluationMethods,
  negotiationTypes,
  periodTypes,
  winnerTypes,
} from '../master-data/master-data.enums';

// Codes of the master lists the procurement rules depend on (docs/rules/reference-data.md#enumerations).
export type EvaluationMethod = (typeof evaluationMethods.codes)[number];
export type WinnerType = (typeof winnerTypes.codes)[number];
export type BiddingType = (typeof biddingTypes.codes)[number];
export type NegotiationType = (typeof negotiationTypes.codes)[number];
export type CurrencyType = (typeof currencyTypes.codes)[number];
export type AuctionType = (typeof auctionTypes.codes)[number];
export type AuctionModel = (typeof auctionModels.codes)[number];
export type PeriodType = (typeof periodTypes.codes)[number];

/** The colour keys of the status badge; they are MUI chip colours so the web can pass them as they are. */
export type BadgeColor = 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary';

export interface StatusInfo {
  labels: Labels;
  badge: BadgeColor;
}

/** docs/rules/procurement.md#statuses-and-actions. PENDING_APPROVAL only has a badge: its transitions are not part of this area. */
export const PROCUREMENT_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'CANCELED', 'PENDING_APPROVAL'] as const;
export type ProcurementStatus = (typeof PROCUREMENT_STATUSES)[number];

// The spec leaves the colours out (docs/rules/shell-and-landing.md#status-badges): grey while editable, blue while running,
// green when finished, red when canceled, amber while waiting on someone.
export const PROCUREMENT_STATUS_INFO: Record<ProcurementStatus, StatusInfo> = {
  DRAFT: { labels: { en: 'Draft', id: 'Draf' }, badge: 'default' },
  OPEN: { labels: { en: 'Open', id: 'Terbuka' }, badge: 'info' },
  CLOSED: { labels: { en: 'Closed', id: 'Ditutup' }, badge: 'success' },
  CANCELED: { labels: { en: 'Canceled', id: 'Dibatalkan' }, badge: 'error' },
  PENDING_APPROVAL: { labels: { en: 'Pending Approval', id: 'Menunggu Persetujuan' }, badge: 'warning' },
};

/**
 * One word per state of an auction session, a negotiation and a negotiation batch, in every screen
 * (decision 167): badges, timers and tables read their labels here. A session that is over is 'Done' /
 * 'Selesai' (never End, Ended or finished); the codes stay as they are.
 */
export const SESSION_STATE_INFO = {
  DRAFT: { labels: { en: 'Draft', id: 'Draf' }, badge: 'default' },
  NOT_SCHEDULED: { labels: { en: 'Not Scheduled', id: 'Belum Dijadwalkan' }, badge: 'default' },
  NOT_STARTED: { labels: { en: 'Not Started', id: 'Belum Dimulai' }, badge: 'warning' },
  ON_GOING: { labels: { en: 'On Going', id: 'Sedang Berlangsung' }, badge: 'info' },
  DONE: { labels: { en: 'Done', id: 'Selesai' }, badge: 'success' },
  CANCELED: { labels: { en: 'Canceled', id: 'Dibatalkan' }, badge: 'error' },
} as const satisfies Record<string, StatusInfo>;

/** The auction session statuses this area shows (docs/rules/auction.md#session-life gives their life). */
export const AUCTION_SESSION_STATUSES = ['DRAFT', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'] as const;
export type AuctionSessionStatus = (typeof AUCTION_SESSION_STATUSES)[number];

export const AUCTION_SESSION_STATUS_INFO: Record<AuctionSessionStatus, StatusInfo> = {
  DRAFT: SESSION_STATE_INFO.DRAFT,
  NOT_STARTED: SESSION_STATE_INFO.NOT_STARTED,
  ON_GOING: SESSION_STATE_INFO.ON_GOING,
  DONE: SESSION_STATE_INFO.DONE,
  CANCELED: SESSION_STATE_INFO.CANCELED,
};

/** A new session is either saved as a draft or created for real (invitations go out). */
export const AUCTION_SESSION_CREATE_STATUSES = ['DRAFT', 'NOT_STARTED'] as const satisfies readonly AuctionSessionStatus[];

/** Page-size choices of every table in this area (docs/rules/procurement.md#initiation-list, docs/rules/realtime-and-platform.md#paging). */
export const PAGE_SIZE_OPTIONS = [1, 2, 5, 10, 15, 20, 'All'] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
/** The limit a table sends for "All" (docs/rules/realtime-and-platform.md#paging); the list schemas read it, and -1, as "no limit". */
export const ALL_LIMIT = 99999;
/** What the list schemas hand on for "no limit" (docs/rules/realtime-and-platform.md#paging: `limit` -1 = all). */
export const NO_LIMIT = -1;
/** Largest page a list returns when a limit is given; bigger requests must ask for all. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_LIST_PAGE_SIZE = 10;
export const DEFAULT_INNER_PAGE_SIZE = 5;

/** The limit a table sends for one of its page-size options. */
export function limitForPageSize(option: PageSizeOption): number {
  return option === 'All' ? ALL_LIMIT : option;
}

/** Prices move down in a reverse auction (and a negotiation, where the buyer pays) and up in a forward one. */
export type PriceDirection = 'REVERSE' | 'FORWARD';

export function priceDirectionOf(negotiationType: string | null | undefined): PriceDirection {
  return negotiationType === 'FORWARD_AUCTION' ? 'FORWARD' : 'REVERSE';
}

/** The seven sections of the detail page, in the order of the side anchors (docs/rules/procurement.md#detail-page). */
export const PROCUREMENT_SECTIONS = [
  'itemList',
  'procurementInfo',
  'vendorList',
  'evaluationScore',
  'auctionSession',
  'negotiation',
  'logReport',
] as const;
export type ProcurementSection = (typeof PROCUREMENT_SECTIONS)[number];

export const PROCUREMENT_SECTION_LABELS: Record<ProcurementSection, Labels> = {
  itemList: { en: 'Item List', id: 'Daftar Barang' },
  procurementInfo: { en: 'Procurement Info', id: 'Info Pengadaan' },
  vendorList: { en: 'Vendor List', id: 'Daftar Vendor' },
  evaluationScore: { en: 'Evaluation Score', id: 'Nilai Evaluasi' },
  auctionSession: { en: 'Auction Session', id: 'Sesi Lelang' },
  negotiation: { en: 'Negotiation', id: 'Negosiasi' },
  logReport: { en: 'Log Report', id: 'Laporan Log' },
};

/** The buttons at the bottom of the detail page (docs/rules/procurement.md#detail-page). */
export type BottomButton = 'SUBMIT' | 'CANCEL' | 'END';

export const BOTTOM_BUTTON_LABELS: Record<BottomButton, Labels> = {
  SUBMIT: { en: 'Submit', id: 'Kirim' },
  // Named for what it does: a bare 'Cancel' reads as closing the page.
  CANCEL: { en: 'Cancel procurement', id: 'Batalkan pengadaan' },
  END: { en: 'End', id: 'Akhiri' },
};
