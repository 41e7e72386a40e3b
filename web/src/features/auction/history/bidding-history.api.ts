import type { BiddingHistoryView } from '@procura/domain/auction/history/bidding-history.schemas';
import type { Language } from '@procura/domain/common/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadWithToken } from '../../../api/authorized-files';
import { http } from '../../../api/http-client';
import { procurementQueryKey } from '../../../api/procurement-detail';

// The Bidding History page's calls: the spec's GET …/auction-vendor-offers/{procurementId} and its
// .xlsx export with the same filters (docs/api/bidding-history.md).

/** The filters of the page: one session and one vendor, or all ('' each). */
export interface BiddingHistoryFilters {
  auctionId: string;
  vendorId: string;
}

const offersPath = (procurementId: string) => `/api/secured/auction-session/auction-vendor-offers/${procurementId}`;

function query(values: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '').map(([key, value]) => [key, String(value)])).toString();
}

export const biddingHistoryKey = (procurementId: string, filters: BiddingHistoryFilters, page: number, limit: number) =>
  [...procurementQueryKey(procurementId), 'bidding-history', filters.auctionId, filters.vendorId, page, limit] as const;

/** One page of the offers the filters keep, with the filters' choices; the previous page stays while the next loads. */
export function useBiddingHistory(procurementId: string, filters: BiddingHistoryFilters, page: number, limit: number) {
  return useQuery({
    queryKey: biddingHistoryKey(procurementId, filters, page, limit),
    queryFn: () => http.get<BiddingHistoryView>(`${offersPath(procurementId)}?${query({ includeAllSession: 'true', ...filters, page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the offer log (every row the filters keep) as .xlsx, its headers in the reader's language. */
export function downloadBiddingHistory(procurementId: string, filters: BiddingHistoryFilters, language: Language): Promise<void> {
  return downloadWithToken(`${offersPath(procurementId)}/export?${query({ ...filters, lang: language })}`, 'bidding-history.xlsx');
}
