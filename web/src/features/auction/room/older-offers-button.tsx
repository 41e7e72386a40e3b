import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OlderOffers } from '../../../api/realtime/use-auction-room';

/**
 * The room's log carries the last offers only; this loads the ones before them, a page at a time
 * (GET_OFFER_LOG_PAGE). A plain button: Tab reaches it, Enter and Space press it.
 */
export function OlderOffersButton({ older }: { older: OlderOffers | undefined }) {
  const { t } = useTranslation();
  if (!older || (!older.hasOlder && !older.error)) return null;
  return (
    <Stack spacing={1} alignItems="center" sx={{ py: 1 }}>
      {older.hasOlder && (
        <Button size="small" variant="outlined" onClick={() => older.load()} disabled={older.loading} data-testid="show-older-offers">
          {older.loading ? t('Loading older offers…') : t('Show older offers')}
        </Button>
      )}
      {older.error && (
        <Alert severity="warning" role="status" sx={{ width: '100%' }}>
          {t(older.error)}
        </Alert>
      )}
    </Stack>
  );
}
