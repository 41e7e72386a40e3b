import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { displayPhone } from './vendor-form.rules';

/** The vendor as a list of labelled values: the dialog's read-only view outside DRAFT. */
export function VendorDetails({ vendor }: { vendor: ProcurementVendorView }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('Company Name'), vendor.name],
    [t('Email'), vendor.email],
    [t('Phone'), displayPhone(vendor)],
    [t('City'), vendor.city],
    [t('PIC Vendor'), vendor.picVendor],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.5 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
