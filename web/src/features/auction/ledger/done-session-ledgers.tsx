import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';
import { LedgerDownloadButton, LedgerVerifyHint } from './ledger-download';
import { useAuctionSessions } from '../session/auction-session.api';

/**
 * The report dialog's ledgers: one "Download ledger (JSON)" per Done session the reports cover
 * (each session has its own hash chain), and how to check a file offline.
 */
export function DoneSessionLedgers({ procurementId }: { procurementId: string }) {
  const { t } = useTranslation();
  const sessions = useAuctionSessions(procurementId, 1, NO_LIMIT, '');
  const done = (sessions.data?.filteredData ?? []).filter((row) => isAuctionDone(row.status)).sort((a, b) => a.startTime.localeCompare(b.startTime));
  if (done.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="report-ledgers-title" data-testid="report-ledgers">
      <Divider />
      <Typography id="report-ledgers-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('Ledger')}
      </Typography>
      {done.map((row) => (
        <Stack key={row._id} direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.auctionNumber}
          </Typography>
          <LedgerDownloadButton auctionId={row._id} auctionNumber={row.auctionNumber} nameSession size="small" />
        </Stack>
      ))}
      <LedgerVerifyHint audience="buyer" />
    </Stack>
  );
}
