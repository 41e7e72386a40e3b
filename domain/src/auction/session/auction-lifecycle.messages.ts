// Texts of creating sessions for real that AUCTION_MSG does not hold (docs/rules/auction.md#invitations-and-attendance). No zod: the web
// imports them without the schemas.

/**
 * A chosen vendor's e-mail already belongs to a buyer, admin or spectator account: such an account
 * is never turned into a vendor, so creating the session is refused (422), naming the e-mail.
 */
export const vendorEmailNotVendorAccountMessage = (email: string) =>
  `The e-mail ${email} belongs to an account that is not a vendor account. Please invite this vendor with another e-mail`;
