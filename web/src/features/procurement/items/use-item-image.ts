import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchFileWithToken } from '../../../api/authorized-files';

// Item images need the bearer token, so an <img src> cannot load them: they are fetched and shown
// as blob URLs, cached like any query and revoked when the cache drops them.
const IMAGE_QUERY = 'item-image';
const watched = new WeakSet<QueryClient>();

function revokeDroppedImages(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== IMAGE_QUERY) return;
    const blobUrl: unknown = event.query.state.data;
    if (typeof blobUrl === 'string') URL.revokeObjectURL(blobUrl);
  });
}

/** A blob URL for a stored item image (its ItemImageView url); undefined while loading or without url. */
export function useItemImage(url: string | undefined) {
  const client = useQueryClient();
  revokeDroppedImages(client);
  return useQuery({
    queryKey: [IMAGE_QUERY, url],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchFileWithToken(url!, signal)),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}
