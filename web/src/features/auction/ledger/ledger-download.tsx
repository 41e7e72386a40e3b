import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuctionType } from '@procura/domain/procurement/procurement.enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/form/apply-server-errors';
import { downloadLedger } from './auction-ledger.api';
import { VERIFY_LEDGER_COMMAND } from './auction-ledger.rules';

// "Download ledger (JSON)" and the one line on how to check the file (decision 162): the buyer's
// result page and report dialog, and the vendor's room once the session has ended.

/** Read by screen readers only (the saved file's name, said politely). */
const srOnly = { position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

interface LedgerDownloadButtonProps {
  auctionId: string;
  auctionNumber: string;
  /** Names the session in the button's accessible name where several sessions' buttons stand together. */
  nameSession?: boolean;
  size?: 'small' | 'medium';
}

/** Fetches the caller's ledger through the app's client (the token lives in the app) and saves it as JSON. */
export function LedgerDownloadButton({ auctionId, auctionNumber, nameSession = false, size = 'medium' }: LedgerDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const label = t('Download ledger (JSON)');
  const download = async () => {
    setBusy(true);
    setSaved('');
    try {
      setSaved(await downloadLedger(auctionId, auctionNumber));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        loading={busy}
        aria-label={nameSession ? `${label} ${auctionNumber}` : undefined}
        data-testid="ledger-download"
      >
        {label}
      </Button>
      <Box component="span" role="status" aria-live="polite" sx={srOnly}>
        {saved && t('Ledger saved as {{file}}', { file: saved })}
      </Box>
    </>
  );
}

type LedgerHintProps = { audience: 'buyer' } | { audience: 'vendor'; auctionType: AuctionType };

/** One line: what the file is and the command that checks it offline. */
export function LedgerVerifyHint(props: LedgerHintProps) {
  const { t } = useTranslation();
  const lead =
    props.audience === 'buyer'
      ? t("Check it offline (its head hash must equal the Auction Log Report's):")
      : props.auctionType === 'OPEN'
        ? t('Other vendors appear as Vendor A, Vendor B, …; this copy keeps the order, amounts, times and hashes. Check it offline:')
        : t('Other vendors appear as Vendor A, Vendor B, …; this copy keeps the order, times and hashes (their amounts stay sealed). Check it offline:');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="ledger-verify-hint">
      {lead}{' '}
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', color: 'text.primary', whiteSpace: 'nowrap' }}>
        {VERIFY_LEDGER_COMMAND}
      </Box>
    </Typography>
  );
}
