/**
 * Texts of the negotiation official report (Berita Acara Klarifikasi dan Negosiasi, docs/rules/reports-dashboard-help.md#negotiation-report). The spec shows no field messages (the button is simply disabled until every field
 * is set); these are the product's.
 */
export const NEGOTIATION_REPORT_MSG = {
  letterNumberRequired: 'Please input the letter number',
  letterDateRequired: 'Please select the letter date',
  vendorOfferLetterNumberRequired: 'Please input the vendor offer letter number',
  vendorOfferLetterDateRequired: 'Please select the vendor offer letter date',
  mediaRequired: 'Please select the negotiation media',
  mediaInvalid: 'The negotiation media must be online or offline',
  offlineLocationRequired: 'Please input the offline location',
  dateInvalid: 'Please select a valid date',
  textTooLong: 'The text is too long',
  priceInvalid: 'The final negotiation price is not a valid amount',
  /** 409: the report exists only for a finished negotiation. */
  notDone: 'The official report is available once the negotiation is done',
  /** 409: a DONE negotiation without an agreed price (none was ever offered or typed in). */
  noFinalPrice: 'The negotiation has no final price yet',
  // docs/rules/reports-dashboard-help.md#negotiation-report: the web's failure toast and its inner text.
  generateFailed: 'Failed to generate & download report',
  downloadFailed: 'Failed to download',
} as const;
