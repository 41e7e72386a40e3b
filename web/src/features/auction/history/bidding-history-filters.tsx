import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BiddingHistorySession, BiddingHistoryVendor } from '@procura/domain/auction/history/bidding-history.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import type { BiddingHistoryFilters } from './bidding-history.api';

interface BiddingHistoryFiltersBarProps {
  sessions: readonly BiddingHistorySession[];
  vendors: readonly BiddingHistoryVendor[];
  filters: BiddingHistoryFilters;
  onChange: (filters: BiddingHistoryFilters) => void;
  exporting: boolean;
  onExport: () => void;
}

// An empty select value reads as "all"; MUI needs a real option for it.
const ALL = '';

/** Session and vendor filters (each with its 'All' choice) and the Excel export of what they keep. */
export function BiddingHistoryFiltersBar({ sessions, vendors, filters, onChange, exporting, onExport }: BiddingHistoryFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('Session')}
        value={filters.auctionId}
        onChange={(event) => onChange({ ...filters, auctionId: event.target.value })}
        sx={{ minWidth: { md: 300 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="history-session-filter"
      >
        <MenuItem value={ALL}>{t('All sessions')}</MenuItem>
        {sessions.map((session) => (
          <MenuItem key={session.auctionId} value={session.auctionId}>
            {session.auctionNumber} ({formatDateTime(session.startTime)})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('Vendor')}
        value={filters.vendorId}
        onChange={(event) => onChange({ ...filters, vendorId: event.target.value })}
        sx={{ minWidth: { md: 280 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="history-vendor-filter"
      >
        <MenuItem value={ALL}>{t('All vendors')}</MenuItem>
        {vendors.map((vendor) => (
          <MenuItem key={vendor.vendorId} value={vendor.vendorId}>
            {vendor.vendorName}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} data-testid="history-export">
        {exporting ? t('Exporting…') : t('Export to Excel')}
      </Button>
    </Stack>
  );
}
