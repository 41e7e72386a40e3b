import { http } from '../../../../api/http-client';

// The vendor's proxy floor (docs/realtime.md#proxy-floors): PUT sets or changes it, DELETE removes it.
// Nobody else ever sees it; the vendor's room state carries it as you.proxyFloor.
const path = (auctionId: string) => `/api/secured/auction/${encodeURIComponent(auctionId)}/proxy`;

export interface ProxyFloorAnswer {
  floor: string | null;
}

/** PUT /api/secured/auction/{auctionId}/proxy {floor}. */
export const setProxyFloor = (auctionId: string, floor: string) => http.put<ProxyFloorAnswer>(path(auctionId), { floor });

/** DELETE /api/secured/auction/{auctionId}/proxy. */
export const removeProxyFloor = (auctionId: string) => http.delete<ProxyFloorAnswer>(path(auctionId));
