import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DASH } from './evaluation-display.rules';

/**
 * A vendor's place as the server computed it with rankingDisplay: a dash, or the number, and the
 * winner icon when `winner` is set (docs/rules/procurement.md#ranking).
 */
export function RankCell({ rank, winner }: { rank: number | null; winner: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="center">
      <span>{rank ?? DASH}</span>
      {winner && (
        <Tooltip title={t('Winner')}>
          <EmojiEventsIcon sx={{ color: '#d97706' }} fontSize="small" titleAccess={t('Winner')} />
        </Tooltip>
      )}
    </Stack>
  );
}
