// Where a refused offer's messages stand (decision 167): each stays on its field, red, until the vendor
// edits that field; nothing clears it by time. A message naming one item's unit price
// ('offerItems.{index}.unitOffer' of the offer sent) stands under that item; any other under the
// entry as a whole (the total offer, or the items' table).

export interface OfferFieldErrors {
  /** Under the total offer (TOTAL_PRICE), or under the items' table (the unit biddings). */
  entry: string | null;
  /** Under one item's unit price, by auctionItemId. */
  items: Readonly<Record<string, string>>;
}

export const NO_OFFER_ERRORS: OfferFieldErrors = { entry: null, items: {} };

interface SentOffer {
  offerItems?: ReadonlyArray<{ auctionItemId: string }>;
}

const ITEM_PRICE_PARAM = /^offerItems\.(\d+)\.unitOffer$/;

/** The refusals of `sent` placed on their fields, the first message of each field kept. */
export function offerFieldErrors(sent: SentOffer, errors: ReadonlyArray<{ param: string | null; msg: string }>): OfferFieldErrors {
  let entry: string | null = null;
  const items: Record<string, string> = {};
  for (const { param, msg } of errors) {
    const index = param === null ? undefined : ITEM_PRICE_PARAM.exec(param)?.[1];
    const itemId = index === undefined ? undefined : sent.offerItems?.[Number(index)]?.auctionItemId;
    if (itemId !== undefined) items[itemId] ??= msg;
    else entry ??= msg;
  }
  return { entry, items };
}

/**
 * What stays after the vendor edits a field: editing the total (or the auto-reduce that makes it)
 * clears everything; editing one item's unit price clears that item's message and the entry's,
 * and leaves the other items flagged.
 */
export function afterOfferEdit(errors: OfferFieldErrors, itemId?: string): OfferFieldErrors {
  if (itemId === undefined) return errors.entry === null && Object.keys(errors.items).length === 0 ? errors : NO_OFFER_ERRORS;
  if (errors.entry === null && !(itemId in errors.items)) return errors;
  const items = Object.fromEntries(Object.entries(errors.items).filter(([id]) => id !== itemId));
  return { entry: null, items };
}
