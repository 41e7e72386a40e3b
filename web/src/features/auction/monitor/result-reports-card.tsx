import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerDownloadButton, LedgerVerifyHint } from '../ledger/ledger-download';
import { AuctionReportDialog } from '../reports/auction-report-dialog';
import { downloadResultAuctionReport } from '../reports/auction-report.api';
import { notifyReportError } from '../reports/auction-report-errors';

interface ResultReportsCardProps {
  procurementId: string;
  auctionId: string;
  auctionNumber: string;
  status: AuctionSessionStatus;
}

/**
 * The result page's reports: the report dialog's two reports (the Auction Log Report
 * needs the dialog's Organizing Committee and Allocation, the Report Result Auction is saved at
 * once) for a Done session, and this session's ledger with how to check it.
 */
export function ResultReportsCard({ procurementId, auctionId, auctionNumber, status }: ResultReportsCardProps) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [resultBusy, setResultBusy] = useState(false);
  const done = isAuctionDone(status);
  const downloadResult = async () => {
    setResultBusy(true);
    try {
      await downloadResultAuctionReport(procurementId);
    } catch (error) {
      notifyReportError(error);
    } finally {
      setResultBusy(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="result-reports-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="result-reports">
      <Typography id="result-reports-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {t('Reports')}
      </Typography>
      <Stack spacing={1.5}>
        {done && (
          <Typography variant="body2" color="text.secondary">
            {t('The reports cover every session of this procurement whose status is Done.')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap', rowGap: 1 }}>
          {done && (
            <>
              <Button variant="contained" startIcon={<DescriptionIcon />} onClick={() => setDialogOpen(true)} data-testid="result-log-report">
                {t('Generate Auction Log Report')}
              </Button>
              <Button variant="outlined" startIcon={<DescriptionIcon />} onClick={() => void downloadResult()} loading={resultBusy} data-testid="result-result-report">
                {t('Report Result Auction')}
              </Button>
            </>
          )}
          <LedgerDownloadButton auctionId={auctionId} auctionNumber={auctionNumber} />
        </Stack>
        <LedgerVerifyHint audience="buyer" />
      </Stack>
      {done && <AuctionReportDialog open={dialogOpen} procurementId={procurementId} onClose={() => setDialogOpen(false)} />}
    </Paper>
  );
}
