// Texts of a vendor's proxy floor (docs/rules/auction-bidding.md#proxy-bidding).
// English here; the web catalogue holds the Indonesian, keyed by these texts. A floor that is not a
// price the vendor could offer now is refused with the offer's own message (offer.messages).
export const PROXY_MSG = {
  proxyOff: 'Proxy bidding is off for this session',
  totalPriceOnly: 'Proxy bidding is available only when the auction is on the total price',
  onlyOnGoing: 'A floor can be set only while the session is on going',
  whilePaused: 'The session is paused: a floor can be set again once it is resumed',
  floorRequired: 'Please enter your floor',
  floorInvalid: 'Please enter a floor above 0 with at most 15 digits and 2 decimals',
  ceilingRequired: 'Please enter your ceiling',
  ceilingInvalid: 'Please enter a ceiling above 0 with at most 15 digits and 2 decimals',
} as const;
