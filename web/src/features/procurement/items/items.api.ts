import type { DeleteItemsResult, ImportItemsResult, ItemPage } from '@procura/domain/procurement/items/procurement-item.views';
import type { ItemInput, ItemSortField, SortOrder, UpdateItemInput } from '@procura/domain/procurement/items/procurement-item.schemas';
import { limitForPageSize, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client';
import { procurementQueryKey } from '../../../api/procurement-detail';
import { downloadWithToken } from '../../../api/authorized-files';

// The item calls of the Item List section (docs/rules/procurement.md#items, docs/rules/procurement.md#calls).
const base = '/api/secured/procurement-item';
const itemPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
const withProcurement = (path: string, procurementId: string) => `${base}/${path}?procurementId=${encodeURIComponent(procurementId)}`;

export interface ItemListParams {
  page: number;
  pageSize: PageSizeOption;
  query: string;
  sort: { key: ItemSortField; order: SortOrder } | null;
}

// Under the procurement's key, so reloading the procurement reloads the items too.
export const itemsQueryKey = (procurementId: string) => [...procurementQueryKey(procurementId), 'items'] as const;

export function useItems(procurementId: string, params: ItemListParams) {
  const search = new URLSearchParams({ procurementId, page: String(params.page), limit: String(limitForPageSize(params.pageSize)) });
  if (params.query) search.set('query', params.query);
  if (params.sort) {
    search.set('sort', params.sort.key);
    search.set('order', params.sort.order);
  }
  return useQuery({
    queryKey: [...itemsQueryKey(procurementId), params],
    queryFn: () => http.get<ItemPage>(`${base}?${search.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export const createItem = (input: ItemInput) => http.post<ProcurementItemView>(base, input);
export const updateItem = (id: string, input: UpdateItemInput) => http.patch<ProcurementItemView>(itemPath(id), input);
export const deleteItems = (procurementId: string, procurementItemIds: string[]) =>
  http.delete<DeleteItemsResult>(base, { body: { procurementId, procurementItemIds } });

/** POST …/import: the workbook as multipart field `file`; all rows or none. */
export function importItems(procurementId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.post<ImportItemsResult>(withProcurement('import', procurementId), form);
}

export const downloadItemTemplate = (procurementId: string) => downloadWithToken(withProcurement('template', procurementId), 'item-template.xlsx');
export const exportItems = (procurementId: string, fileName: string) => downloadWithToken(withProcurement('export', procurementId), fileName);
