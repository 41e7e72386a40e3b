import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { FieldError } from '@procura/domain/common/errors';
import { formatMoney } from '@procura/domain/common/money/money';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { NEGOTIATION_REPORT_MSG } from '@procura/domain/report/report-negotiation.messages';
import { REPORT_LETTER_NUMBER_MAX, REPORT_OFFLINE_LOCATION_MAX } from '@procura/domain/report/report-negotiation.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { saveFile } from '../../../api/save-file';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { fetchNegotiationReport } from './negotiation-report.api';
import { EMPTY_REPORT_FORM, isReportFormComplete, withMedia, type ReportForm } from './report-form.rules';

const DAY_FORMAT = 'DD/MM/YYYY';
const ISO_DAY = 'YYYY-MM-DD';

function DayField({ label, value, onChange, testId, error }: { label: string; value: string | null; onChange: (day: string | null) => void; testId: string; error?: string }) {
  return (
    <Box data-testid={testId}>
      <DatePicker
        label={label}
        value={value ? dayjs(value) : null}
        format={DAY_FORMAT}
        onChange={(next) => onChange(next && next.isValid() ? next.format(ISO_DAY) : null)}
        slotProps={{ textField: { size: 'small', fullWidth: true, required: true, error: Boolean(error), helperText: error } }}
      />
    </Box>
  );
}

interface ReportFormSectionProps {
  /** A DONE negotiation of the buyer (online session page, or the batch page's price dialog for offline). */
  negotiation: Pick<NegotiationView, '_id' | 'procurementId' | 'negotiationBatchId' | 'finalPrice' | 'negotiationType'>;
  currency: string;
  /** Inside a dialog the form drops its own frame. */
  variant?: 'card' | 'plain';
}

/**
 * The official report form of a DONE negotiation (buyer): Generate is enabled by the spec's rule and
 * downloads the Berita Acara Klarifikasi dan Negosiasi (DOCX) the server builds from stored data.
 */
export function ReportFormSection({ negotiation, currency, variant = 'card' }: ReportFormSectionProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ReportForm>(() => ({ ...EMPTY_REPORT_FORM, negotiationMedia: negotiation.negotiationType }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FieldError[] | null>(null);
  const set = (patch: Partial<ReportForm>) => setForm((current) => ({ ...current, ...patch }));
  const complete = isReportFormComplete(form);
  const fieldError = (param: keyof ReportForm) => {
    const found = failure?.find((e) => e.param === param);
    return found ? t(found.msg) : undefined;
  };

  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const report = await fetchNegotiationReport(negotiation, form);
      saveFile(report, report.fileName);
    } catch (error) {
      if (isApiError(error) && error.sessionEnded) return;
      setFailure(isApiError(error) ? error.errors : []);
    } finally {
      setBusy(false);
    }
  };

  const general = failure?.filter((e) => !e.param || !(e.param in EMPTY_REPORT_FORM)) ?? [];
  const content = (
    <>
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {t('Official Report')}
      </Typography>
      <DatePickersProvider>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            size="small"
            required
            label={t('Letter Number')}
            value={form.letterNumber}
            onChange={(e) => set({ letterNumber: e.target.value })}
            error={Boolean(fieldError('letterNumber'))}
            helperText={fieldError('letterNumber')}
            slotProps={{ htmlInput: { maxLength: REPORT_LETTER_NUMBER_MAX, 'data-testid': 'report-letter-number' } }}
          />
          <DayField label={t('Letter Date')} value={form.letterDate} onChange={(letterDate) => set({ letterDate })} testId="report-letter-date" error={fieldError('letterDate')} />
          <TextField
            size="small"
            required
            label={t('Vendor Offer Letter Number')}
            value={form.vendorOfferLetterNumber}
            onChange={(e) => set({ vendorOfferLetterNumber: e.target.value })}
            error={Boolean(fieldError('vendorOfferLetterNumber'))}
            helperText={fieldError('vendorOfferLetterNumber')}
            slotProps={{ htmlInput: { maxLength: REPORT_LETTER_NUMBER_MAX, 'data-testid': 'report-vendor-letter-number' } }}
          />
          <DayField
            label={t('Vendor Offer Letter Date')}
            value={form.vendorOfferLetterDate}
            onChange={(vendorOfferLetterDate) => set({ vendorOfferLetterDate })}
            testId="report-vendor-letter-date"
            error={fieldError('vendorOfferLetterDate')}
          />
          <FormControl required error={Boolean(fieldError('negotiationMedia'))}>
            <FormLabel sx={{ fontSize: 13 }}>{t('Negotiation Media')}</FormLabel>
            <RadioGroup row value={form.negotiationMedia ?? ''} onChange={(e) => setForm((current) => withMedia(current, e.target.value as 'ONLINE' | 'OFFLINE'))} data-testid="report-media">
              <FormControlLabel value="ONLINE" control={<Radio size="small" />} label={t('Online')} />
              <FormControlLabel value="OFFLINE" control={<Radio size="small" />} label={t('Offline')} />
            </RadioGroup>
            {fieldError('negotiationMedia') && <FormHelperText>{fieldError('negotiationMedia')}</FormHelperText>}
          </FormControl>
          <TextField
            size="small"
            label={t('Offline Location')}
            required={form.negotiationMedia === 'OFFLINE'}
            disabled={form.negotiationMedia !== 'OFFLINE'}
            value={form.offlineLocation}
            onChange={(e) => set({ offlineLocation: e.target.value })}
            error={Boolean(fieldError('offlineLocation'))}
            helperText={fieldError('offlineLocation')}
            slotProps={{ htmlInput: { maxLength: REPORT_OFFLINE_LOCATION_MAX, 'data-testid': 'report-offline-location' } }}
          />
        </Box>
      </DatePickersProvider>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('Final Negotiation Price')}: <strong>{negotiation.finalPrice ? formatMoney(negotiation.finalPrice, currency) : '-'}</strong>
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="report-error">
          <AlertTitle>{t(NEGOTIATION_REPORT_MSG.generateFailed)}</AlertTitle>
          {t(NEGOTIATION_REPORT_MSG.downloadFailed)}
          {general.map((e) => (
            <Box key={e.msg}>{t(e.msg)}</Box>
          ))}
        </Alert>
      )}
      <Box sx={{ mt: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          disabled={!complete || busy}
          onClick={() => void generate()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DescriptionIcon />}
          aria-busy={busy}
          data-testid="report-generate-docx"
        >
          {busy ? t('Generating report…') : t('Generate Official Report')}
        </Button>
        {!complete && (
          <Typography variant="caption" color="text.secondary">
            {t('Fill in every field to generate the report.')}
          </Typography>
        )}
      </Box>
    </>
  );
  if (variant === 'plain') {
    return (
      <Box data-testid="report-form" data-complete={complete ? 'true' : 'false'}>
        {content}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="report-form" data-complete={complete ? 'true' : 'false'}>
      {content}
    </Paper>
  );
}
