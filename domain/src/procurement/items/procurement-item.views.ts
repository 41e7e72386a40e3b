import type { ProcurementItemView } from '../procurement.views';

// What the item calls answer besides ProcurementItemView (procurement.views.ts).

/** GET /api/secured/procurement-item: one page and the grand total of the whole procurement. */
export interface ItemPage {
  filteredData: ProcurementItemView[];
  /** Items matching the search, over all pages. */
  total: number;
  /** Sum of the subtotals of every item of the procurement (search ignored), 2 decimals: '1500000.00'. */
  grandTotal: string;
}

/** DELETE /api/secured/procurement-item. */
export interface DeleteItemsResult {
  deleted: number;
}

/** POST /api/secured/procurement-item/import. */
export interface ImportItemsResult {
  imported: number;
}

/** Where an item image is served (bearer token required); the ItemImageView url. */
export function itemImageUrl(imageId: string): string {
  return `/api/secured/procurement-item/images/${imageId}`;
}

const IMAGE_ID_IN_URL = /(?:^|\/procurement-item\/images\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The image id an ItemImageView url (or a bare id) names; null for anything else. */
export function imageIdFromUrl(url: string): string | null {
  return IMAGE_ID_IN_URL.exec(url.trim())?.[1]?.toLowerCase() ?? null;
}
