// Texts of the initiation area. No zod here: the web imports them without the schemas.
// The spec's texts (docs/rules/procurement.md#detail-page, docs/rules/procurement.md#statuses-and-actions, docs/rules/procurement.md#new-initiation, docs/rules/procurement.md#messages) are kept word for word, spelling mistakes
// included ("fulfilled", "Inititation", "occured", "Uncomplete"), because people and tests know
// them so. Placeholders use the {{name}} form of the i18n catalogues.
export const PROCUREMENT_MSG = {
  // New initiation (docs/rules/procurement.md#new-initiation)
  fulfillAllFields: 'Please fulfilled all fields',
  procurementNameTooLong: 'Procurement name must be at most 200 characters',
  negotiationTypeInvalid: 'Negotiation type must be Reverse Auction, Forward Auction or Negotiation',
  evaluationMethodInvalid: 'Evaluation method must be Passing Grade, Least Cost System or Merit Point',
  winnerTypeInvalid: 'Winner type must be Single Winner or Multi Winner',
  biddingTypeInvalid: 'Bidding type must be Total Price, Total Price By Unit or Unit Price',
  biddingTypeNotForWinner: 'This bidding type is not available for the chosen winner type',
  currencyTypeInvalid: 'Currency type must be Single Currency or Multi Currency',
  currencyInvalid: 'Currency must be a 3-letter code such as IDR',
  currencyOnlyForSingle: 'A currency is chosen only for a single-currency procurement',
  priceIncludeTaxInvalid: 'Price Include TAX must be yes or no',

  // Lists and search
  pageInvalid: 'Page must be a whole number from 1',
  limitInvalid: 'Page size must be All or a whole number from 1 to 100',
  queryTooLong: 'Search text must be at most 200 characters',
  dateInvalid: 'Date must be written as yyyy-mm-dd',
  postDateRange: 'Post date from must be on or before post date to',
  statusInvalid: 'Status is not valid',
  keywordRequired: 'Keyword is required',
  idInvalid: 'Id is not valid',
  procurementIdRequired: 'Procurement id is required',
  noRecords: 'No records to display',
  emptyList: "No list available. Let's try to add one!",

  // Items (docs/rules/procurement.md#items, item form)
  fulfillGivenInput: 'Please fulfilled the given input',
  minCapableQtyAboveNeeded: 'Minimal capable qty must be equal or lower than needed qty',
  quantityInvalid: 'Needed qty must be a number above 0 with at most 2 decimals',
  minCapableQtyInvalid: 'Minimal capable qty must be a number above 0 with at most 2 decimals',
  uomLettersOnly: 'UOM may contain only letters and spaces',
  pricePerUnitInvalid: 'Price per unit must be an amount of at most 15 digits and 2 decimals, not negative',
  subTotalInvalid: 'Subtotal must be an amount of at most 15 digits and 2 decimals, not negative',
  subTotalMismatch: 'Subtotal must equal needed qty times price per unit',
  subTotalTooLarge: 'Subtotal may have at most 15 digits before the decimal point',
  textTooLong: 'This text is too long',
  specificationTooLong: 'Specification must be at most 20,000 characters',
  imagesTooMany: 'An item has at most 5 images',
  imageSource: 'Each image needs an uploaded file or its url',
  imageOrder: 'Image order must be a whole number from 1 to 5',
  imageOrderTaken: 'Two images cannot take the same slot',
  imageType: 'Images must be jpeg, jpg or png',
  imageTooLarge: 'An image must be at most 2 MB',

  // Vendors (docs/rules/procurement.md#vendors)
  emailUsedByOtherVendor: 'Email already added to other vendor',
  freeMailHint: "Please use the vendor's company email rather than a Gmail address",
  inviteOneVendorHint: 'Invite at least 1 vendor for a negotiation',
  inviteTwoVendorsHint: 'Invite at least 2 vendors for an auction',
  passedInvalid: 'Please choose Pass or Not Pass',

  // Scores (docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#scores)
  technicalScoreInvalid: 'Technical score must be a number from 0 to 100 with at most 2 decimals',
  maxTechnicalScore: 'Maximum technical score is 100.00',
  noItemTechnicalScore: "You haven't set any technical score to several items.",
  scoringValueInvalid: 'Each percentage must be a number from 0 to 100 with at most 2 decimals',
  scoringTotal: 'The total of the scoring percentages must be 100',
  scoringHint: 'Define the Administration, Technical, and Price Scale to weight your score later.',

  // Submit (docs/rules/procurement.md#statuses-and-actions, docs/rules/procurement.md#messages)
  completeInfoForm: 'Please complete the procurement info form input',
  defineScoring: 'Please define auction evaluation scoring',
  scoresIncomplete: "You haven't complete to give score (administration or technical) on listed vendor.",
  submitNeedsOneVendor: 'Please invite at least 1 vendor before submitting a negotiation',
  submitNeedsTwoVendors: 'Please invite at least 2 vendors before submitting',
  submitNeedsItem: 'Please add at least 1 item before submitting',

  // Cancel, end and delete (docs/rules/procurement.md#statuses-and-actions, docs/rules/procurement.md#messages)
  reasonRequired: 'Please input the reason',
  reasonTooLong: 'Reason must be at most 500 characters',
  noItemsSelected: 'No Items Selected!',
  noVendorsSelected: 'No Vendors Selected',
  tooManySelected: 'Too many rows selected at once',

  // Auction Evaluation Methods form (docs/rules/procurement.md#auction-session-form)
  uncompleteForm: 'Error: Uncomplete Form',
  completeEvaluationMethodsForm: 'Please complete the Evaluation Methods form',
  auctionTimeRange: 'Please input auction start and end time between {{start}} and {{end}}',
  auctionTypeRequired: 'Auction type must be Open or Closed (sealed)',
  auctionModelRequired: 'Auction model must be Real Time or Simulation',
  periodTypeRequired: 'Period type must be Injury Time or Limited Time',
  sessionStatusInvalid: 'A new session is saved as a draft or created',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  dateTimeInvalid: 'Time must be a date and time with its time zone',
  endBeforeStart: 'End time must be after start time',
  durationRequired: 'Duration is required',
  durationInvalid: 'Duration must be minutes above 0 with at most 2 decimals',
  minutesInvalid: 'Minutes must be a number with at most 2 decimals, not negative',
  injuryTimeLongerThanDuration: 'Injury time before end cannot be longer than the duration',
  maxSessionExtensionInvalid: 'Max session extension must be a positive whole number',
  initialPriceRequired: 'Initial price is required',
  initialPriceInvalid: 'Initial price must be an amount above 0 of at most 15 digits and 2 decimals',
  minimalDecrementInvalid: 'Minimal decrement must be an amount of at most 15 digits and 2 decimals, not negative',
  minimalDecrementAboveInitial: 'Minimal decrement cannot exceed the initial price',
  auctionNeedsTwoVendors: 'Please select at least 2 vendors to create an auction',
  auctionNeedsItem: 'Please select at least 1 item for a unit price auction',
  duplicateIds: 'The same row is selected twice',

  // Toasts and result dialogs (docs/rules/procurement.md#messages)
  administrationScoreUpdated: 'Vendor administration score has been updated',
  technicalScoreUpdated: 'Vendor technical score has been updated',
  vendorUpdated: 'Vendor has been updated successfully',
  vendorAdded: 'Vendor has been added successfully',
  initiationCanceled: 'Inititation has been canceled',
  technicalInserted: 'Technical inserted successfully',
  scoringConfigured: 'Scoring has been configured successfully',
  dataNotFound: 'Data not found',
  cancelFailed: 'Failed to cancel inititation',
  technicalScoreFailed: 'Error occured when updating technical score.',
  itemDeleted: 'Item has been deleted',
  vendorDeleted: 'Vendor has been deleted',
  procurementDeleted: 'Procurement has been deleted',
  deleteFailed: 'Delete failed',
} as const;

export type ProcurementMessage = (typeof PROCUREMENT_MSG)[keyof typeof PROCUREMENT_MSG];

/** The time-range banner with its dates filled in (already formatted dd-MM-yyyy HH:mm). */
export function auctionTimeRangeMessage(start: string, end: string): string {
  return PROCUREMENT_MSG.auctionTimeRange.replace('{{start}}', start).replace('{{end}}', end);
}
