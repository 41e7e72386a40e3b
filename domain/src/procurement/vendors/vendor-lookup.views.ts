// What the spec's read paths for outside clients answer to a vendor, and to anyone on the unsecured path
// (docs/rules/procurement.md#spec-api-paths-for-outside-clients). A buyer gets the buyer's views
// (ProcurementVendorView, ProcurementVendorItemView). Amounts and quantities are 2-decimal strings.

/**
 * A procurement vendor row as its own vendor account reads it: the facts the buyer keeps about the vendor and the
 * vendor's own prices. Never the buyer's evaluation (administration, scores, saving) and never another vendor.
 */
export interface OwnProcurementVendorView {
  _id: string;
  procurementId: string;
  name: string;
  email: string;
  phone: string;
  phonePrefix: string;
  city: string;
  picVendor: string;
  status: string;
  /** The vendor's own quoted price; null when none. */
  indicatorPrice: string | null;
  /** The vendor's own final price (a REALTIME session that ended DONE, or a negotiation); null before one. */
  lastPrice: string | null;
}

/**
 * A vendor item as its own vendor account reads it (the spec's "procurement vendor item: procurementItemId,
 * lastPrice, capableQty, item"). The item without the buyer's estimated price, subtotal or images.
 */
export interface OwnVendorItemView {
  _id: string;
  procurementVendorId: string;
  procurementItemId: string;
  item: {
    itemCode: string;
    itemName: string;
    prLine: string;
    quantity: string;
    minCapableQty: string;
    uom: string;
  };
  /** The quantity the vendor can supply; null: the whole needed quantity. */
  capableQty: string | null;
  indicatorPrice: string | null;
  lastPrice: string | null;
}

/** GET /api/procurement-vendor/public/{procurementVendorId} (unsecured): the row's company name, nothing more. */
export interface PublicProcurementVendorView {
  _id: string;
  procurementId: string;
  name: string;
}
