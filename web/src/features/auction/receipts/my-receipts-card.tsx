import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/form/apply-server-errors';
import { RoomCard } from '../room/room-card';
import { MyReceiptsList } from './my-receipts-list';
import { saveReceiptsJson, saveReceiptsPdf, useMyReceipts } from './receipts.api';
import { VERIFY_RECEIPTS_COMMAND } from './receipts.rules';

/** Read by screen readers only (the saved file's name). */
const srOnly = { position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * The vendor room's "My receipts" (docs/rules/auction-bidding.md#receipts): each acknowledged offer's place in the hash
 * chain, fetched again after each own offer (`version`), saved as JSON (what verify-ledger reads)
 * or as the server's one-page PDF.
 */
export function MyReceiptsCard({ auctionId, version }: { auctionId: string; version: string }) {
  const { t } = useTranslation();
  const receipts = useMyReceipts(auctionId, version);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const view = receipts.data;
  const savePdf = async () => {
    setBusy(true);
    setSaved('');
    try {
      setSaved(await saveReceiptsPdf(auctionId));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const hasReceipts = (view?.receipts.length ?? 0) > 0;
  return (
    <RoomCard title={t('My receipts')} testId="my-receipts">
      <Stack spacing={1.5}>
        {view && <MyReceiptsList receipts={view.receipts} currency={view.currency} />}
        {hasReceipts && view && (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => setSaved(saveReceiptsJson(view))} data-testid="receipts-json">
                {t('Download receipts (JSON)')}
              </Button>
              <Button variant="outlined" size="small" startIcon={<DownloadIcon />} loading={busy} onClick={() => void savePdf()} data-testid="receipts-pdf">
                {t('Download receipts (PDF)')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('Check them against your copy of the ledger after the session:')}{' '}
              <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', color: 'text.primary' }}>
                {VERIFY_RECEIPTS_COMMAND}
              </Box>
            </Typography>
          </>
        )}
        <Box component="span" role="status" aria-live="polite" sx={srOnly}>
          {saved && t('Receipts saved as {{file}}', { file: saved })}
        </Box>
      </Stack>
    </RoomCard>
  );
}
