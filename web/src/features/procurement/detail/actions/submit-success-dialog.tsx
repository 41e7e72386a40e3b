import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitSuccessDialogProps {
  procurementNumber: string;
  /** Hidden for a negotiation-type procurement. */
  showCreateAuctionSession: boolean;
  onBackToList: () => void;
  onCreateAuctionSession: () => void;
  onClose: () => void;
}

/** Submit Success (docs/rules/procurement.md#detail-page): the number the procurement received and where to go next. */
export function SubmitSuccessDialog({ procurementNumber, showCreateAuctionSession, onBackToList, onCreateAuctionSession, onClose }: SubmitSuccessDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open maxWidth="xs" fullWidth onClose={onClose} aria-labelledby={titleId}>
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography id={titleId} variant="h6" component="h2" fontWeight={700} gutterBottom>
          {t('Submit Success')}
        </Typography>
        <Typography color="text.secondary">{t('The procurement has been submitted with the number')}</Typography>
        <Typography variant="h6" component="p" sx={{ my: 1.5, fontFamily: 'monospace' }}>
          {procurementNumber}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
          <Button variant="outlined" onClick={onBackToList}>
            {t('Back To List')}
          </Button>
          {showCreateAuctionSession && (
            <Button variant="contained" onClick={onCreateAuctionSession} autoFocus>
              {t('Create Auction Session')}
            </Button>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
