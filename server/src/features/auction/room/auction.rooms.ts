// The rooms of a session, one per audience (docs/rules/auction-bidding.md#what-each-audience-sees): what is emitted to one never reaches another.

/** The buyer's monitor and waiting room: names, e-mails, attendance, full prices. */
export const buyerRoom = (auctionId: string) => `auction:${auctionId}:buyer`;
/** Every invited vendor's room: only what all vendors may see ('Other Vendor', counts, status). */
export const vendorsRoom = (auctionId: string) => `auction:${auctionId}:vendors`;
/** One vendor's own room: its projection ('(You)', its rank and offers). */
export const vendorRoom = (auctionId: string, accountId: string) => `auction:${auctionId}:vendor:${accountId}`;
/** Both audiences' shared rooms, for events every party hears the same (started, stopped, canceled). */
export const everyoneRooms = (auctionId: string) => [buyerRoom(auctionId), vendorsRoom(auctionId)];
