import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
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
}

/** Search (applied on Enter), New Session, delete of checked drafts, and the report download to come. */
export function AuctionSessionToolbar({ onSearch, onNewSession, newSessionBusy, deleteButton }: AuctionSessionToolbarProps) {
  const { t } = useTranslation();

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 1.5 }}>
      <SearchField label={t('Search auction number')} placeholder={t('Search auction number')} onSearch={onSearch} />
      <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Tooltip title={t('The auction report comes with the report release')}>
          {/* A disabled button gets no pointer events; the span carries the tooltip. */}
          <span tabIndex={0}>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled>
              {t('Download Report')}
            </Button>
          </span>
        </Tooltip>
        {deleteButton}
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNewSession} disabled={newSessionBusy}>
          {t('New Session')}
        </Button>
      </Stack>
    </Stack>
  );
}
