import { useQuery } from '@tanstack/react-query';
import type { AuctionConnectionsView } from '@procura/domain/auction/room/auction-connections.rules';
import { http } from '../../../api/http-client';

/** How often the monitor reads the record again while it is open (PRESENCE changes read it at once). */
const REFRESH_MS = 15_000;

/** GET …/connections (the buyer): read again every REFRESH_MS and whenever `presence` (the live PRESENCE's ids) changes. */
export function useVendorConnections(auctionId: string, presence: string) {
  return useQuery({
    queryKey: ['auction', auctionId, 'connections', presence],
    queryFn: () => http.get<AuctionConnectionsView>(`/api/secured/auction/${encodeURIComponent(auctionId)}/connections`),
    refetchInterval: REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}
