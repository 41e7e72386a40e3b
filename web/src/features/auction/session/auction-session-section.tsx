import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { DEFAULT_INNER_PAGE_SIZE, limitForPageSize, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionRow } from '@procura/domain/procurement/procurement.views';
import { isAuctionDraft } from '@procura/domain/auction/session/auction-status.rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { activeValues, useMasters } from '../../../api/masters-query';
import { BulkDeleteButton } from '../../../components/data-table/bulk-delete-button';
import { DataTable } from '../../../components/data-table/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { AuctionReportDialog } from '../reports/auction-report-dialog';
import { NEW_AUCTION_SESSION_PARAM, type SectionProps } from '../../../api/procurement-detail';
import { auctionSessionColumns } from './auction-session-columns';
import { deleteAuctionSessions, useAuctionSessions, useInvalidateAuctionSessions } from './auction-session.api';
import { AuctionSessionToolbar } from './auction-session-toolbar';
import { NewSessionDialogs } from './new-session-dialogs';
import { useNewSessionFlow } from './use-new-session-flow';

/** The page of a created session by its status (the waiting room for the rest). */
const SESSION_PAGE: Partial<Record<AuctionSessionRow['status'], string>> = { ON_GOING: 'in-progress', DONE: 'result' };

/** The Submit Success dialog's Create Auction Session lands here with #auction-session and ?newSession=1. */
const SECTION_HASH = '#auction-session';

/** The Auction Session section of the initiation detail page (docs/rules/procurement.md#auction-session-form). */
export function AuctionSessionSection({ procurement }: SectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const procurementId = procurement._id;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSizeOption>(DEFAULT_INNER_PAGE_SIZE);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [reportOpen, setReportOpen] = useState(false);
  const sessions = useAuctionSessions(procurementId, page, limitForPageSize(pageSize), query);
  const invalidate = useInvalidateAuctionSessions(procurementId);
  const flow = useNewSessionFlow(procurementId);
  const masters = useMasters();
  useAutoStartNewSession(flow.start);

  const language = currentLanguage();
  // A draft opens in the form; a finished session in its result; a running one in the live page; the others in the waiting room.
  const openSession = useCallback(
    (row: AuctionSessionRow) => {
      if (isAuctionDraft(row.status)) void navigate(`/initiation/form/${procurementId}/auction/form?auctionId=${row._id}`);
      else void navigate(`/buyer-auction/${procurementId}/${row._id}/${SESSION_PAGE[row.status] ?? 'not-started'}`);
    },
    [navigate, procurementId],
  );
  const columns = useMemo(() => {
    const types = activeValues(masters.data?.auctionTypes);
    return auctionSessionColumns({ t, auctionTypeLabel: (code) => types.find((type) => type.code === code)?.label[language] ?? code, onViewResult: openSession, onDownloadReport: () => setReportOpen(true) });
  }, [masters.data, language, t, openSession]);

  const rows = sessions.data?.filteredData ?? [];
  // A checked draft that left the page (deleted, started elsewhere) is no longer checked.
  const visibleSelected = selected.filter((id) => rows.some((row) => row._id === id && isAuctionDraft(row.status)));

  return (
    <Box>
      <AuctionSessionToolbar
        onSearch={(text) => {
          setQuery(text);
          setPage(1);
        }}
        onNewSession={() => void flow.start()}
        newSessionBusy={flow.busy}
        canDownloadReport={procurement.hasDoneSession}
        onDownloadReport={() => setReportOpen(true)}
        onBiddingHistory={() => void navigate(`/initiation/${procurementId}/vendor/auction/history`)}
        deleteButton={
          <BulkDeleteButton
            selected={visibleSelected}
            noneSelectedMessage={AUCTION_SESSION_MSG.noAuctionsSelected}
            confirmTitle={t('Delete Auction Session')}
            confirmMessage={(count) => t('Delete {{count}} draft auction session(s)? This cannot be undone.', { count })}
            deletedMessage={AUCTION_SESSION_MSG.sessionsRemoved}
            remove={(ids) => deleteAuctionSessions(procurementId, ids)}
            refresh={invalidate}
            onDeleted={() => setSelected([])}
          />
        }
      />
      {sessions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t(isApiError(sessions.error) ? sessions.error.firstMessage : 'Something went wrong. Please try again.')}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable
            aria-label={t('Auction Session')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row._id}
            loading={sessions.isFetching}
            onRowClick={openSession}
            selectable={(row) => isAuctionDraft(row.status)}
            selected={visibleSelected}
            onSelectedChange={setSelected}
            paging={{
              page,
              pageSize,
              total: sessions.data?.total ?? 0,
              onPageChange: setPage,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }}
          />
        </Box>
      )}
      <NewSessionDialogs flow={flow} />
      <AuctionReportDialog open={reportOpen} procurementId={procurementId} onClose={() => setReportOpen(false)} />
    </Box>
  );
}

/** With #auction-session and ?newSession=1 in the address, the New Session flow starts once by itself. */
function useAutoStartNewSession(start: () => Promise<void>) {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (started.current || location.hash !== SECTION_HASH || params.get(NEW_AUCTION_SESSION_PARAM) !== '1') return;
    started.current = true;
    // Drop the parameter so a reload does not start it again.
    params.delete(NEW_AUCTION_SESSION_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    void start();
  }, [location, navigate, start]);
}
