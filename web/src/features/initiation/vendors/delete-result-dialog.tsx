import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';

/** Result dialogs close by themselves after 2.5 s (spec 2 sections 8 and 9). */
export const RESULT_DIALOG_MS = 2500;

export interface DeleteResult {
  success: boolean;
  /** English catalogue key: 'Vendor has been deleted' or 'Delete failed'. */
  message: string;
}

/** Says how a delete went, then closes itself. */
export function DeleteResultDialog({ result, onClose }: { result: DeleteResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!result) return undefined;
    const timer = setTimeout(onClose, RESULT_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);

  return (
    <AppDialog open={result !== null} title={result?.success ? t('Success') : t('Failed')} onClose={onClose}>
      <Stack alignItems="center" spacing={1.5} sx={{ py: 1 }} role="status">
        {result?.success ? <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} /> : <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
        <Typography align="center">{result ? t(result.message) : ''}</Typography>
      </Stack>
    </AppDialog>
  );
}
