// Texts of the procurement's own calls that the spec does not give: state refusals (409), the
// procurement period, master values and tips. Kept apart from PROCUREMENT_MSG (the spec's texts)
// so that each list can grow without the other; both are English keys of the i18n catalogues.
export const PROCUREMENT_STATE_MSG = {
  // The procurement period, entered on the Procurement Info card while DRAFT
  endDateBeforeStart: 'Procurement end date must be after its start date',
  periodRequired: 'Please set the procurement start and end date',
  endDatePassed: 'The procurement end date has already passed',

  // Master values the super admin deactivated or never defined
  optionNotAvailable: 'This option is not available',

  // State refusals
  onlyDraftEditable: 'Only a draft procurement can be changed',
  onlyDraftSubmitted: 'Only a draft procurement can be submitted',
  onlyDraftDeleted: 'Only draft procurements can be deleted',
  onlyOpenCanceled: 'Only an open procurement can be canceled',
  promiseNotCancelable: 'This procurement comes from an external procurement and cannot be canceled here',
  onlyOpenEnded: 'Only an open procurement can be ended',
  liveAuctionSessions: 'Please stop or cancel the scheduled and running auction sessions first',
  scoringMeritPointOnly: 'Scoring percentages are used by merit point evaluation only',

  // Tips
  tipKeyInvalid: 'Tip key must be 1 to 64 letters, digits, dots, dashes or underscores',
  tooManyTips: 'Too many tips dismissed',
} as const;
