import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASH } from '../evaluation-display.rules';

/** Procurement Number and Vendor, at the top of the score dialogs. */
export function ScoreDialogHeader({ procurementNumber, vendorName }: { procurementNumber: string | null; vendorName: string }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('Procurement Number'), procurementNumber || DASH],
    [t('Vendor'), vendorName],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', alignItems: 'baseline', rowGap: 1, columnGap: 2, m: 0, mb: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
