import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCUREMENT_SECTION_LABELS, type ProcurementSection } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { SECTION_TIPS, tipKeyOf } from './detail-page.rules';
import { useDismissedTips, useDismissTip } from './tips.api';

/**
 * Help for the section in view. "Don't show again" hides that section's tip for good for this
 * user (stored on the server). Nothing shows until the dismissed tips are known, so a dismissed
 * tip never flashes.
 */
export function TipsPanel({ section }: { section: ProcurementSection | null }) {
  const { t } = useTranslation();
  const dismissed = useDismissedTips();
  const dismiss = useDismissTip();
  if (!section || !dismissed.isSuccess) return null;
  const tipKey = tipKeyOf(section);
  if (dismissed.data.includes(tipKey)) return null;
  const titleId = `tip-${section}-title`;
  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      aria-live="polite"
      variant="outlined"
      sx={{ p: 2, bgcolor: 'rgba(29, 78, 216, 0.04)', borderColor: 'rgba(29, 78, 216, 0.25)' }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <LightbulbOutlinedIcon fontSize="small" color="primary" />
        <Typography id={titleId} variant="subtitle2" color="primary.dark">
          {t('Tips: {{section}}', { section: PROCUREMENT_SECTION_LABELS[section][currentLanguage()] })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(SECTION_TIPS[section])}
      </Typography>
      <Button size="small" onClick={() => dismiss.mutate(tipKey)} sx={{ ml: -1 }}>
        {t("Don't show again")}
      </Button>
    </Paper>
  );
}
