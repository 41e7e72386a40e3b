import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_LIST_PAGE_SIZE, limitForPageSize, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { DataTable } from '../../../components/data-table/data-table';
import { notifyError } from '../../../components/form/apply-server-errors';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadBiddingHistory, useBiddingHistory, type BiddingHistoryFilters } from './bidding-history.api';
import { biddingHistoryColumns, type NumberedBid } from './bidding-history-columns';
import { BiddingHistoryFiltersBar } from './bidding-history-filters';

/** The filters live in the address (?session=…&vendor=…), so a reload or a shared link keeps them. */
function useFiltersInAddress(): [BiddingHistoryFilters, (next: BiddingHistoryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { auctionId: params.get('session') ?? '', vendorId: params.get('vendor') ?? '' };
  const setFilters = (next: BiddingHistoryFilters) => {
    const search = new URLSearchParams();
    if (next.auctionId) search.set('session', next.auctionId);
    if (next.vendorId) search.set('vendor', next.vendorId);
    setParams(search, { replace: true });
  };
  return [filters, setFilters];
}

/**
 * /initiation/{procurementId}/vendor/auction/history: every offer of every auction session of the
 * procurement, per vendor (time to the millisecond, amount, accepted or disqualified), filtered by
 * session and vendor, and exported as the .xlsx offer log.
 */
export function BiddingHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '' } = useParams();
  const [filters, setFilters] = useFiltersInAddress();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSizeOption>(DEFAULT_LIST_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const limit = limitForPageSize(pageSize);
  const history = useBiddingHistory(procurementId, filters, page, limit);
  const view = history.data;
  const language = currentLanguage();
  const columns = useMemo(() => biddingHistoryColumns(view?.currency ?? 'IDR', language), [view?.currency, language]);
  const rows: NumberedBid[] = useMemo(() => {
    const first = limit < 0 ? 0 : (page - 1) * limit;
    return (view?.filteredData ?? []).map((row, index) => ({ ...row, no: first + index + 1 }));
  }, [view?.filteredData, page, limit]);

  const detailPath = `/initiation/form/${procurementId}`;
  const back = () => void navigate(`${detailPath}#auction-session`);
  const crumbs = [
    { label: t('Dashboard'), to: '/dashboard' },
    { label: t('Procurement') },
    { label: t('Initiation'), to: '/initiation' },
    ...(view ? [{ label: view.procurementNumber ?? view.procurementName, to: detailPath }] : []),
    { label: t('Bidding History') },
  ];
  const header = <PageHeader title={t('Bidding History')} breadcrumbs={crumbs} onBack={back} />;

  if (history.isError && !view) {
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t(isApiError(history.error) ? history.error.firstMessage : GENERIC_ERROR)}
        </Alert>
      </Box>
    );
  }
  if (!view) {
    return (
      <Box>
        {header}
        <LoadingScreen fullHeight={false} />
      </Box>
    );
  }

  const exportLog = async () => {
    setExporting(true);
    try {
      await downloadBiddingHistory(procurementId, filters, language);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const changeFilters = (next: BiddingHistoryFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Box>
      {header}
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="history-procurement">
        {view.procurementNumber ? `${view.procurementNumber} · ${view.procurementName}` : view.procurementName}
      </Typography>
      {view.sessions.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid="history-empty">
          <HistoryIcon color="primary" sx={{ fontSize: 48, mb: 1.5 }} aria-hidden />
          <Typography variant="h6" component="h2" gutterBottom>
            {t('No offers yet')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t("Offers appear here once vendors bid in this procurement's auction sessions.")}
          </Typography>
          <Button variant="outlined" onClick={back}>
            {t('Back to the procurement')}
          </Button>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <BiddingHistoryFiltersBar
            sessions={view.sessions}
            vendors={view.vendors}
            filters={filters}
            onChange={changeFilters}
            exporting={exporting}
            onExport={() => void exportLog()}
          />
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="history-count">
            {t('{{count}} offer(s)', { count: view.total })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable
              aria-label={t('Bidding History')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.offerId}
              loading={history.isFetching}
              paging={{
                page,
                pageSize,
                total: view.total,
                onPageChange: setPage,
                onPageSizeChange: (size) => {
                  setPageSize(size);
                  setPage(1);
                },
              }}
            />
          </Box>
        </Paper>
      )}
    </Box>
  );
}
