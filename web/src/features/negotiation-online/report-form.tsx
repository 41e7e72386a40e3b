import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { formatMoney } from '@procura/domain/common/money';
import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { EMPTY_REPORT_FORM, isReportFormComplete, withMedia, type ReportForm } from './report-form.rules';

const DAY_FORMAT = 'DD/MM/YYYY';
const ISO_DAY = 'YYYY-MM-DD';

function DayField({ label, value, onChange, testId }: { label: string; value: string | null; onChange: (day: string | null) => void; testId: string }) {
  return (
    <Box data-testid={testId}>
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      format={DAY_FORMAT}
      onChange={(next) => onChange(next && next.isValid() ? next.format(ISO_DAY) : null)}
      slotProps={{ textField: { size: 'small', fullWidth: true, required: true } }}
    />
    </Box>
  );
}

/**
 * The official report form of a DONE negotiation (buyer). Generate follows the spec's rule, but the
 * DOCX comes with the reports release: until then the button stays disabled and says so.
 */
export function ReportFormSection({ state }: { state: NegotiationRoomState }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ReportForm>(EMPTY_REPORT_FORM);
  const set = (patch: Partial<ReportForm>) => setForm((current) => ({ ...current, ...patch }));
  const complete = isReportFormComplete(form);
  const { finalPrice } = state.negotiation;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="report-form" data-complete={complete ? 'true' : 'false'}>
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {t('Official Report')}
      </Typography>
      <DatePickersProvider>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField size="small" required label={t('Letter Number')} value={form.letterNumber} onChange={(e) => set({ letterNumber: e.target.value })} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'report-letter-number' } }} />
          <DayField label={t('Letter Date')} value={form.letterDate} onChange={(letterDate) => set({ letterDate })} testId="report-letter-date" />
          <TextField
            size="small"
            required
            label={t('Vendor Offer Letter Number')}
            value={form.vendorOfferLetterNumber}
            onChange={(e) => set({ vendorOfferLetterNumber: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'report-vendor-letter-number' } }}
          />
          <DayField label={t('Vendor Offer Letter Date')} value={form.vendorOfferLetterDate} onChange={(vendorOfferLetterDate) => set({ vendorOfferLetterDate })} testId="report-vendor-letter-date" />
          <FormControl required>
            <FormLabel sx={{ fontSize: 13 }}>{t('Negotiation Media')}</FormLabel>
            <RadioGroup row value={form.negotiationMedia ?? ''} onChange={(e) => setForm((current) => withMedia(current, e.target.value as 'ONLINE' | 'OFFLINE'))}>
              <FormControlLabel value="ONLINE" control={<Radio size="small" />} label={t('Online')} />
              <FormControlLabel value="OFFLINE" control={<Radio size="small" />} label={t('Offline')} />
            </RadioGroup>
          </FormControl>
          <TextField
            size="small"
            label={t('Offline Location')}
            required={form.negotiationMedia === 'OFFLINE'}
            disabled={form.negotiationMedia !== 'OFFLINE'}
            value={form.offlineLocation}
            onChange={(e) => set({ offlineLocation: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'report-offline-location' } }}
          />
        </Box>
      </DatePickersProvider>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('Final Negotiation Price')}: <strong>{finalPrice ? formatMoney(finalPrice, state.procurement.currency) : '-'}</strong>
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        {/* Enabled by the spec's rule once the reports release brings the file; a fake download would mislead. */}
        <Button variant="contained" disabled data-testid="report-generate">
          {t('Generate Official Report')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {complete ? t('The report file comes with the reports release.') : t('Fill in every field to generate the report. The file comes with the reports release.')}
        </Typography>
      </Box>
    </Paper>
  );
}
