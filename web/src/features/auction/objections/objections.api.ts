import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ObjectionAnswerInput, ObjectionInput } from '@procura/domain/auction/objections/objection.schemas';
import type { ObjectionsView, ObjectionView } from '@procura/domain/auction/objections/objection.rules';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http-client';
import { nextObjectionsRead, withObjection } from './objections.rules';

// Objections (sanggah) after the end: docs/rules/auction-bidding.md#objections.

const objectionsPath = (auctionId: string) => `/api/secured/auction/${encodeURIComponent(auctionId)}/objections`;

export const objectionsKey = (auctionId: string) => ['auction', auctionId, 'objections'] as const;

/**
 * GET …/objections: the window and the objections the caller may read. Read again while the window is
 * open (new objections, answers) and right after it closes, so the forms go away on time.
 */
export function useObjections(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: objectionsKey(auctionId),
    queryFn: () => http.get<ObjectionsView>(objectionsPath(auctionId)),
    enabled: enabled && auctionId !== '',
    refetchInterval: (query) => nextObjectionsRead(query.state.data, query.state.dataUpdatedAt, Date.now()),
  });
}

/** The answer of a POST in the cached view at once, then the server's view read again; a 409 (closed, done already) reads it again too. */
function settled(client: QueryClient, auctionId: string) {
  return {
    onSuccess: (objection: ObjectionView) => {
      client.setQueryData<ObjectionsView>(objectionsKey(auctionId), (view) => (view ? withObjection(view, objection) : view));
      return client.invalidateQueries({ queryKey: objectionsKey(auctionId) });
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: objectionsKey(auctionId) });
    },
  };
}

/** POST …/objections {text}: the vendor objects (once, within the window). */
export function useMakeObjection(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ObjectionInput) => http.post<ObjectionView>(objectionsPath(auctionId), input),
    ...settled(client, auctionId),
  });
}

/** POST …/objections/{objectionId}/answer {text, upheld}: the buyer answers (once, within the window). */
export function useAnswerObjection(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ objectionId, ...input }: ObjectionAnswerInput & { objectionId: string }) =>
      http.post<ObjectionView>(`${objectionsPath(auctionId)}/${encodeURIComponent(objectionId)}/answer`, input),
    ...settled(client, auctionId),
  });
}
