import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { useMasters } from '../../../api/masters-query';
import { useReadOnly } from '../../../api/auth/profile-query';
import { PageHeader } from '../../../components/layout/page-header';
import { BulkDeleteButton } from '../../../components/data-table/bulk-delete-button';
import { deleteProcurements, useProcurementList, useRefreshLists } from './procurement-list.api';
import { changeFilters, lastPage, listApiQuery, parseListParams, writeListParams, type FilterChange, type ProcurementListFilters } from './procurement-list.params';
import { ProcurementFilters } from './procurement-filters';
import { ProcurementTable } from './procurement-table';
import { NewProcurementDialog } from './new-procurement-dialog';

const NEW_PARAM = 'new';

/** /initiation: the buyer's procurements with filters, bulk delete of drafts and the New Initiation dialog (docs/rules/procurement.md#initiation-list, docs/rules/procurement.md#new-initiation). */
export function ProcurementListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseListParams(searchParams), [searchParams]);
  const list = useProcurementList(filters);
  const masters = useMasters();
  const refreshLists = useRefreshLists();
  const [selected, setSelected] = useState<string[]>([]);
  // An auditor reads the list: no New Initiation, no selection, no Delete (docs/decisions.md 244).
  const readOnly = useReadOnly();
  const dialogOpen = searchParams.get(NEW_PARAM) === '1';

  // Each change of filters or page is a step in the history, so back and forward walk through them.
  const showFilters = useCallback(
    (next: ProcurementListFilters, options: { replace?: boolean } = {}) => setSearchParams((current) => writeListParams(next, current), options),
    [setSearchParams],
  );
  const onFilterChange = (change: FilterChange) => showFilters(changeFilters(filters, change));
  const onPageChange = (page: number) => showFilters({ ...filters, page });
  const onPageSizeChange = (pageSize: PageSizeOption) => showFilters({ ...filters, pageSize, page: 1 });

  // The dialog's state is in the address too (/initiation/form leads here with ?new=1); opening and
  // closing it replace the entry so back does not reopen it.
  const setDialogOpen = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(NEW_PARAM, '1');
        else next.delete(NEW_PARAM);
        return next;
      },
      { replace: true },
    );

  // Checked rows belong to the rows shown: other filters or another page start with none checked.
  const queryKey = listApiQuery(filters);
  useEffect(() => setSelected([]), [queryKey]);

  // A page past the end (after a delete, or from an old address) moves to the last page that has rows.
  const total = list.data?.total ?? 0;
  const rows = list.data?.filteredData ?? [];
  useEffect(() => {
    if (list.isPlaceholderData || list.isFetching || !list.data) return;
    if (rows.length === 0 && filters.page > 1) showFilters({ ...filters, page: lastPage(total, filters.pageSize) }, { replace: true });
  }, [list.isPlaceholderData, list.isFetching, list.data, rows.length, total, filters, showFilters]);

  // Only drafts on screen count as checked: a row deleted elsewhere or moved on from DRAFT drops out.
  const checked = selected.filter((id) => rows.some((row) => row._id === id && isEditable(row.status)));

  const errorText = list.isError ? (isApiError(list.error) ? list.error.firstMessage : GENERIC_ERROR) : null;

  return (
    <>
      <PageHeader
        title={t('Initiation')}
        breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Procurement') }, { label: t('Initiation') }]}
        actions={
          readOnly ? undefined : (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
              {t('New Initiation')}
            </Button>
          )
        }
      />
      {/* minWidth 0 and the hidden overflow keep a wide table scrolling inside the card on a narrow screen. */}
      <Paper variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }}>
        <ProcurementFilters filters={filters} onChange={onFilterChange} />
        <Divider />
        <Stack direction="row" useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between" spacing={2} sx={{ px: 2, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {list.data && !errorText ? t('{{count}} procurement(s) found', { count: total }) : '\u00a0'}
          </Typography>
          {!readOnly && (
          <BulkDeleteButton
            selected={checked}
            noneSelectedMessage={PROCUREMENT_MSG.noItemsSelected}
            confirmTitle={t('Delete Procurement')}
            confirmMessage={(count) => t('Delete the {{count}} selected draft procurement(s)? This cannot be undone.', { count })}
            deletedMessage={PROCUREMENT_MSG.procurementDeleted}
            remove={deleteProcurements}
            refresh={refreshLists}
            onDeleted={() => setSelected([])}
          />
          )}
        </Stack>
        {errorText ? (
          <Alert
            severity="error"
            sx={{ mx: 2, mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()} disabled={list.isFetching}>
                {t('Try again')}
              </Button>
            }
          >
            {t(errorText)}
          </Alert>
        ) : (
          <ProcurementTable
            rows={rows}
            total={total}
            loading={list.isFetching}
            page={filters.page}
            pageSize={filters.pageSize}
            biddingTypes={masters.data?.procurementBiddingTypes}
            selected={checked}
            onSelectedChange={readOnly ? undefined : setSelected}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
            onOpen={(row) => void navigate(`/initiation/form/${row._id}`)}
          />
        )}
      </Paper>
      {dialogOpen && <NewProcurementDialog onClose={() => setDialogOpen(false)} />}
    </>
  );
}
