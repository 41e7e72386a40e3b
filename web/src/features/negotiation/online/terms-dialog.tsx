import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

// The spec names the modal but not its text; these are the rules the room enforces.
const TERMS = [
  'The buyer opens the negotiation with the first offer.',
  'Each side answers the latest offer of the other: a new offer, a deal, or not deal.',
  'A deal is final only when the other side confirms it; a not deal sends the negotiation back to offers.',
  'Unit prices are in the procurement currency; capable quantities stay within the item quantity.',
  'The buyer may end the session once the vendor has offered, or cancel it with a reason.',
  'Spectators watch the offers and the chat and cannot act.',
  'Every offer and message is recorded with its time.',
] as const;

/** 'Terms & Conditions' of the online negotiation. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} maxWidth="sm" title={t('Terms & Conditions')} onClose={onClose}>
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {TERMS.map((text) => (
          <Typography component="li" variant="body2" key={text} sx={{ mb: 1 }}>
            {t(text)}
          </Typography>
        ))}
      </ol>
    </AppDialog>
  );
}
