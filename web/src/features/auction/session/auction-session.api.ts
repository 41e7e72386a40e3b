import type {
  AuctionSessionFormData,
  DeleteAuctionSessionsResponse,
  LastSessionState,
  SaveAuctionSessionResponse,
  ValidateCreateSessionResponse,
} from '@procura/domain/auction/session/auction-session.schemas';
import type { AuctionStatusView } from '@procura/domain/auction/auction.views';
import type { ItemPage } from '@procura/domain/procurement/items/procurement-item.views';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionRow, AuctionSessionView, ProcurementVendorView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client';

// The auction-session calls of the initiation area (docs/rules/procurement.md#auction-session-form, docs/rules/procurement.md#calls).
const AUCTION = '/api/secured/auction';

export const auctionSessionKeys = {
  all: (procurementId: string) => ['auction-sessions', procurementId] as const,
  list: (procurementId: string, page: number, limit: number, query: string) => ['auction-sessions', procurementId, 'list', page, limit, query] as const,
  one: (auctionId: string) => ['auction-session', auctionId] as const,
};

interface SessionPage {
  filteredData: AuctionSessionRow[];
  total: number;
}

function searchParams(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
}

/** GET /auction?procurementId&page&limit&query: one page of the procurement's sessions. */
export function useAuctionSessions(procurementId: string, page: number, limit: number, query: string) {
  return useQuery({
    queryKey: auctionSessionKeys.list(procurementId, page, limit, query),
    queryFn: () => http.get<SessionPage>(`${AUCTION}?${searchParams({ procurementId, page, limit, query })}`),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateAuctionSessions(procurementId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: auctionSessionKeys.all(procurementId) });
}

export const fetchLastSession = (procurementId: string) => http.get<LastSessionState | null>(`${AUCTION}/last-session/${procurementId}`);

export const recordStopReason = (auctionId: string, reason: string) => http.patch<LastSessionState>(`${AUCTION}/${auctionId}/stop-reason`, { reason });

export const validateCreateSession = (procurementId: string) => http.get<ValidateCreateSessionResponse>(`${AUCTION}/validate-create-session/${procurementId}`);

export const deleteAuctionSessions = (procurementId: string, auctionIds: string[]) =>
  http.delete<DeleteAuctionSessionsResponse>(AUCTION, { body: { procurementId, auctionIds } });

/** POST /auction for a new draft, PATCH /auction/{id} for a draft reopened in the form. */
export function saveAuctionSession(auctionId: string | null, session: AuctionSessionFormData) {
  const body = { ...session, status: 'DRAFT' as const, clientCurrentTime: new Date().toISOString() };
  return auctionId ? http.patch<SaveAuctionSessionResponse>(`${AUCTION}/${auctionId}`, body) : http.post<SaveAuctionSessionResponse>(AUCTION, body);
}

/**
 * Creates the session for real (NOT_STARTED: the vendors are invited): POST /auction with status
 * NOT_STARTED for a new one; a reopened draft is saved first, then moved by change-status.
 * Answers the session's id.
 */
export async function createAuctionSession(draftId: string | null, session: AuctionSessionFormData): Promise<{ auctionId: string; clockSkewMs: number | null }> {
  const body = { ...session, status: 'NOT_STARTED' as const, clientCurrentTime: new Date().toISOString() };
  if (!draftId) {
    const created = await http.post<SaveAuctionSessionResponse>(AUCTION, body);
    return { auctionId: created._id, clockSkewMs: created.clockSkewMs };
  }
  const saved = await saveAuctionSession(draftId, session);
  await http.post<AuctionStatusView>(`${AUCTION}/change-status`, { auctionId: draftId, status: 'NOT_STARTED' });
  return { auctionId: draftId, clockSkewMs: saved.clockSkewMs };
}

export function useAuctionSession(auctionId: string | null) {
  return useQuery({
    queryKey: auctionSessionKeys.one(auctionId ?? ''),
    queryFn: () => http.get<AuctionSessionView>(`${AUCTION}/${auctionId}`),
    enabled: auctionId !== null,
  });
}

/** GET /procurement/{id} for the form (its own key: the detail page may shape its cache differently). */
export function useProcurement(procurementId: string) {
  return useQuery({
    queryKey: ['auction-form', 'procurement', procurementId],
    queryFn: () => http.get<ProcurementView>(`/api/secured/procurement/${procurementId}`),
  });
}

/** Every vendor invited to the procurement: the candidates of a session. */
export function useProcurementVendors(procurementId: string) {
  return useQuery({
    queryKey: ['auction-form', 'vendors', procurementId],
    queryFn: () =>
      http.get<{ filteredData: ProcurementVendorView[] }>(`/api/secured/procurement-vendor?${searchParams({ procurementId, limit: NO_LIMIT })}`),
    select: (page) => page.filteredData,
  });
}

/** Every item of the procurement: the candidates of a unit-price session. */
export function useProcurementItems(procurementId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['auction-form', 'items', procurementId],
    queryFn: () => http.get<ItemPage>(`/api/secured/procurement-item?${searchParams({ procurementId, limit: NO_LIMIT })}`),
    select: (page) => page.filteredData,
    enabled,
  });
}
