import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';

interface AuctionSessionToolbarProps {
  onSearch: (query: string) => void;
  onNewSession: () => void;
  newSessionBusy: boolean;
  /** The bulk delete of the checked drafts. */
  deleteButton: ReactNode;
  /** A session of the procurement is DONE: the auction reports can be made. */
  canDownloadReport: boolean;
  /** Opens the report dialog (Auction Log Report, Report Result Auction). */
  onDownloadReport: () => void;
  /** Opens the Bidding History page (every session's offers). */
  onBiddingHistory: () => void;
}

/** Search (applied on Enter), Bidding History, the reports, delete of checked drafts, New Session. */
export function AuctionSessionToolbar(props: AuctionSessionToolbarProps) {
  const { onSearch, onNewSession, newSessionBusy, deleteButton, canDownloadReport, onDownloadReport, onBiddingHistory } = props;
  const { t } = useTranslation();

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 1.5 }}>
      <SearchField label={t('Search auction number')} placeholder={t('Search auction number')} onSearch={onSearch} />
      <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<HistoryIcon />} onClick={onBiddingHistory} data-testid="open-bidding-history">
          {t('Bidding History')}
        </Button>
        {canDownloadReport ? (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadReport} data-testid="session-toolbar-report">
            {t('Download Report')}
          </Button>
        ) : (
          <Tooltip title={t('Reports can only be generated for sessions whose status is Done.')}>
            {/* A disabled button gets no pointer events; the span carries the tooltip and takes the focus. */}
            <span tabIndex={0}>
              <Button variant="outlined" startIcon={<DownloadIcon />} disabled data-testid="session-toolbar-report">
                {t('Download Report')}
              </Button>
            </span>
          </Tooltip>
        )}
        {deleteButton}
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewSession} disabled={newSessionBusy}>
          {t('New Session')}
        </Button>
      </Stack>
    </Stack>
  );
}
