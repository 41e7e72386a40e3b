/** The spec's texts for the auction reports (docs/rules/reports-dashboard-help.md#auction-reports), and this product's where it is silent. */
export const REPORT_AUCTION_MSG = {
  /** Organizing Committee and Allocation are both required (docs/rules/reports-dashboard-help.md#auction-reports). */
  inputRequired: 'Please complete the input field',
  /** No session of the procurement is DONE (docs/rules/reports-dashboard-help.md#auction-reports). */
  noReport: 'No report generated!',
  // This product's (the spec leaves them unshown)
  /** REPORT_TEXT_MAX (report-auction.schemas.ts) characters. */
  textTooLong: 'The text is too long (at most 1,000 characters)',
  settingsExist: 'Report settings already exist for this company',
  settingsNotFound: 'Report settings not found',
  memberNameRequired: "Please fill in the committee member's name",
  memberPositionRequired: "Please fill in the committee member's position",
  committeeTextTooLong: 'The text is too long (at most 120 characters)',
  committeeTooMany: 'At most 12 committee members',
  committeeInvalid: 'The committee members are not valid',
} as const;
