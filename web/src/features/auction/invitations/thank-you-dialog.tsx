import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useTranslation } from 'react-i18next';

/** The modal after an answer: 'Thank you for your confirmation', with 'See you in another auction!' for a decline. */
export function ThankYouDialog({ open, declined, onClose }: { open: boolean; declined: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="thank-you-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography id="thank-you-title" variant="h6" component="p">
          {t(AUCTION_MSG.thankYou)}
        </Typography>
        {declined && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t(AUCTION_MSG.seeYouAgain)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose}>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
