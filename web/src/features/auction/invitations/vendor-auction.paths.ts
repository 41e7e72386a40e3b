// The vendor auction addresses (docs/rules/auction.md#vendor-pages), written once.
export const ATTENDANCE_EXPIRED_PATH = '/vendor-auction/attendance-expired';
export const vendorRoomPath = (auctionId: string) => `/vendor-auction/session/${auctionId}`;
export const invitationPath = (invitationId: string) => `/vendor-auction/invitation/${invitationId}`;
