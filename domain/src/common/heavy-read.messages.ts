// No zod here: the web app's first download may import these texts.
// The refusals of the heavy reads (reports, receipts PDFs, exports, ledger checks, OCDS, the buyer
// guide; docs/decisions.md 221): one account past its budget (429), or the node's queue of such work
// full (503). Both carry Retry-After; the web catalogue has the Indonesian text.
export const HEAVY_READ_MSG = {
  accountBusy: 'Your account is preparing too many files or checks at once. Please wait a moment and try again.',
  nodeBusy: 'Too many files and checks are being prepared right now. Please wait a moment and try again.',
} as const;
