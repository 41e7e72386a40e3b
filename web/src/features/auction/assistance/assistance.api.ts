import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AssistanceView, AssistedOfferInput } from '@procura/domain/auction/assistance/assistance.schemas';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http-client';
import { ASSISTANCE_REFRESH_MS, withRequest } from './assistance.rules';

// Assisted offers over HTTP only, so they work while the room's socket is down (docs/rules/auction-bidding.md#assisted-offers).

const auctionPath = (auctionId: string) => `/api/secured/auction/${encodeURIComponent(auctionId)}`;

export const assistanceKey = (auctionId: string) => ['auction', auctionId, 'assistance'] as const;

/** GET …/assistance: the buyer every request, a vendor its own; read again every 5 s while enabled (the session runs). */
export function useAssistance(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: assistanceKey(auctionId),
    queryFn: () => http.get<AssistanceView[]>(`${auctionPath(auctionId)}/assistance`),
    enabled: enabled && auctionId !== '',
    refetchInterval: enabled ? ASSISTANCE_REFRESH_MS : false,
  });
}

/** The answer of a POST in the cached list at once, then the list read again; a refusal for a state that moved (403, 409) reads it again too. */
function settled(client: QueryClient, auctionId: string) {
  return {
    onSuccess: (view: AssistanceView) => {
      client.setQueryData<AssistanceView[]>(assistanceKey(auctionId), (list) => (list ? withRequest(list, view) : list));
      return client.invalidateQueries({ queryKey: assistanceKey(auctionId) });
    },
    onError: (error: unknown) => {
      if (isApiError(error) && (error.status === 403 || error.status === 409)) void client.invalidateQueries({ queryKey: assistanceKey(auctionId) });
    },
  };
}

/** POST …/assistance: a vendor sends { reason }; the buyer { procurementVendorId, reason } (a request received by phone). */
export function useRequestAssistance(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: string; procurementVendorId?: string }) => http.post<AssistanceView>(`${auctionPath(auctionId)}/assistance`, input),
    ...settled(client, auctionId),
  });
}

/** POST …/assisted-offers: the buyer places an offer for the vendor's latest unused request. */
export function usePlaceAssistedOffer(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssistedOfferInput) => http.post<AssistanceView>(`${auctionPath(auctionId)}/assisted-offers`, input),
    ...settled(client, auctionId),
  });
}

/** POST …/assisted-offers/{assistedOfferId}/confirm: a second buyer account makes it the vendor's offer. */
export function useConfirmAssistedOffer(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assistedOfferId: string) => http.post<AssistanceView>(`${auctionPath(auctionId)}/assisted-offers/${encodeURIComponent(assistedOfferId)}/confirm`),
    ...settled(client, auctionId),
  });
}
