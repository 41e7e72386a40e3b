// Texts of the vendor, vendor item and score calls that the spec does not word (its own texts are
// in PROCUREMENT_MSG). No zod here: the web imports them without the schemas. Placeholders use the
// {{name}} form of the i18n catalogues.
export const PROCUREMENT_VENDOR_MSG = {
  // Adding vendors (docs/rules/procurement.md#vendors: Add Vendor is disabled for merit point without items)
  addVendorNeedsItem: 'Please add at least 1 item before adding vendors to a Merit Point procurement',

  // Vendor items
  itemNotInProcurement: 'This item is not part of the procurement',
  itemAlreadyAdded: 'This item has already been added to the vendor',
  capableQtyInvalid: 'Vendor capable qty must be a number above 0 with at most 2 decimals',
  capableQtyAboveNeeded: 'Vendor capable qty cannot be more than the needed qty ({{qty}})',
  capableQtyBelowMinimum: 'Vendor capable qty must be at least the minimal capable qty ({{qty}})',

  // Scores (docs/rules/procurement.md#scores: technical once per vendor, or per vendor item in unit-price bidding)
  scoresOnlyMeritPoint: 'Scores are given only with the Merit Point evaluation method',
  scoresOnlyDraftOrOpen: 'Scores can be given only while the procurement is Draft or Open',
  administrationFixedAfterSubmit: 'The administration result cannot be changed after the procurement was submitted',
  technicalScoreAlreadyGiven: 'The technical score of this vendor has already been given',
  itemTechnicalScoreAlreadyGiven: 'The technical score of this item has already been given',
  unitPriceScoredPerItem: 'A Unit Price procurement is scored per item: please give the technical score on the vendor items',
  itemScoresOnlyUnitPrice: 'Item technical scores are given only in a Unit Price procurement',
} as const;

export type ProcurementVendorMessage = (typeof PROCUREMENT_VENDOR_MSG)[keyof typeof PROCUREMENT_VENDOR_MSG];

/** A message with its {{qty}} filled in. */
export function withQty(message: string, qty: string): string {
  return message.replace('{{qty}}', qty);
}
