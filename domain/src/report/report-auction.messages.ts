/** The spec's texts for the auction reports (spec 3 sections 5 and 8), and this product's where it is silent. */
export const REPORT_AUCTION_MSG = {
  /** Organizing Committee and Allocation are both required (spec 3 section 5 "Official reports"). */
  inputRequired: 'Please complete the input field',
  /** No session of the procurement is DONE (spec 3 section 8). */
  noReport: 'No report generated!',
  // This product's (the spec leaves them unshown)
  /** REPORT_TEXT_MAX (report-auction.schemas.ts) characters. */
  textTooLong: 'The text is too long (at most 1,000 characters)',
  settingsExist: 'Report settings already exist for this company',
  settingsNotFound: 'Report settings not found',
} as const;
