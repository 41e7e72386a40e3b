import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { announce } from '../live-announcer';
import { VISUALLY_HIDDEN } from '../visually-hidden';

/**
 * The countdown read on demand (decision 200): a live timer would speak every second, so the timer is
 * not a live region; this button, drawn only while it has the keyboard's focus, says `spoken`
 * (e.g. 'Ends In 00:01:23') through the polite announcer.
 */
export function ReadTimeButton({ spoken }: { spoken: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="contained"
      onClick={() => announce(spoken, 'remaining-time')}
      data-testid="read-remaining-time"
      sx={{ '&:not(:focus-visible)': VISUALLY_HIDDEN, '&:focus-visible': { position: 'absolute', left: '50%', bottom: 4, transform: 'translateX(-50%)', zIndex: 1, whiteSpace: 'nowrap' } }}
    >
      {t('Read remaining time')}
    </Button>
  );
}
