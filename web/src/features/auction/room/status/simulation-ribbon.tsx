import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const RIBBON_TEXT = { fontSize: 12, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', bgcolor: 'warning.main', color: 'warning.contrastText' } as const;

/**
 * The mark of a simulation session (its offers never reach the procurement): a corner ribbon on a
 * card, or a strip across the top of it on a phone, where the corner holds the rank.
 */
export function SimulationRibbon({ strip = false }: { strip?: boolean }) {
  const { t } = useTranslation();
  if (strip) {
    return (
      <Box data-testid="simulation-ribbon" sx={{ ...RIBBON_TEXT, mx: { xs: -1.5, sm: -2.5 }, mt: { xs: -1.5, sm: -2.5 }, mb: 1, py: 0.25, textAlign: 'center' }}>
        {t('Simulation')}
      </Box>
    );
  }
  return (
    <Box sx={{ position: 'absolute', top: 0, right: 0, width: 120, height: 120, overflow: 'hidden', pointerEvents: 'none', zIndex: 1 }}>
      <Box
        data-testid="simulation-ribbon"
        sx={{ ...RIBBON_TEXT, position: 'absolute', top: 26, right: -34, width: 160, transform: 'rotate(45deg)', textAlign: 'center', py: 0.5, boxShadow: 2 }}
      >
        {t('Simulation')}
      </Box>
    </Box>
  );
}
