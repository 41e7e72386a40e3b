import type { Labels } from '../common/i18n';

/** The tag chips of a help page (docs/rules/reports-dashboard-help.md#help, Help pages). */
export const HELP_TAGS = ['INITIATION', 'PROCUREMENT_PROCESS', 'PURCHASE_REQUEST', 'VENDOR'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];

export const HELP_TAG_LABELS: Record<HelpTag, Labels> = {
  INITIATION: { en: 'Initiation', id: 'Inisiasi' },
  PROCUREMENT_PROCESS: { en: 'Procurement Process', id: 'Proses Pengadaan' },
  PURCHASE_REQUEST: { en: 'Purchase Request', id: 'Permintaan Pembelian' },
  VENDOR: { en: 'Vendor', id: 'Vendor' },
};

/** The categories of /help/buyer in the spec's order, then the vendor's own. */
export const HELP_CATEGORIES = ['GENERAL', 'PROCUREMENT_INITIATION', 'AUCTION_SESSION', 'NEGOTIATION', 'REPORT', 'VENDOR'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_CATEGORY_LABELS: Record<HelpCategory, Labels> = {
  GENERAL: { en: 'General', id: 'Umum' },
  PROCUREMENT_INITIATION: { en: 'Procurement Initiation', id: 'Inisiasi Pengadaan' },
  AUCTION_SESSION: { en: 'Auction Session', id: 'Sesi Lelang' },
  NEGOTIATION: { en: 'Negotiation', id: 'Negosiasi' },
  REPORT: { en: 'Report', id: 'Laporan' },
  VENDOR: { en: 'Vendor', id: 'Vendor' },
};

export type HelpAudience = 'buyer' | 'vendor';

/** One numbered step: what to do, and the picture of the screen where it is done. */
export interface HelpStep {
  text: Labels;
  /** A JPEG file name under web/public/help (served at /help/{name}), taken by e2e/tests/help-screenshots.spec.ts. */
  screenshot?: string;
}

/** A help page at /help/{slug}. */
export interface HelpPage {
  slug: string;
  audience: HelpAudience;
  category: HelpCategory;
  title: Labels;
  description: Labels;
  tags: readonly HelpTag[];
  steps: readonly HelpStep[];
}

/** Where a help page lives in the web app. */
export function helpPagePath(slug: string): string {
  return `/help/${slug}`;
}

/** The buyer user guide (the PDF of every buyer page), as the server serves it. */
export const BUYER_USER_GUIDE_PATH = '/api/help/buyer-user-guide.pdf';
