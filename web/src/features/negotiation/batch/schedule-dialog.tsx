import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fillNegotiationMessage, vendorScheduleProblem } from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { submitScheduleSchema } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { vendorEmailHint } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notify } from '../../../components/notify';
import { BatchDateTimeField } from './batch-date-time-field';
import { translateBatchMessage } from './batch-form.rules';
import { submitSchedule } from './negotiation-batch.api';

/** The top-centre 'Failed to send an invitation.' toast stays 5 s (docs/rules/negotiation.md#limits: the schedule toast's 5 s). */
const SCHEDULE_FAILED_TOAST_MS = 5_000;

interface ScheduleDialogProps {
  negotiation: NegotiationView;
  /** The vendor's start lies between the batch's start and the procurement's end. */
  range: { startDate: string | null; endDate: string | null };
  onClose: () => void;
  onSent: () => void;
}

type Field = 'startDate' | 'picName' | 'picEmail';

/** Schedule one vendor: start time, PIC name and e-mail; Send mails the vendor its link (docs/rules/negotiation.md#schedules). */
export function ScheduleDialog({ negotiation, range, onClose, onSent }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState<string | null>(negotiation.startDate);
  const [picName, setPicName] = useState(negotiation.vendorPicName ?? '');
  const [picEmail, setPicEmail] = useState(negotiation.vendorPicEmail ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const complete = startDate !== null && picName.trim() !== '' && picEmail.trim() !== '';

  const send = async () => {
    const input = { negotiation: negotiation._id, startDate, picName, picEmail };
    const parsed = submitScheduleSchema.safeParse(input);
    const dateProblem = vendorScheduleProblem(startDate, range.startDate, range.endDate);
    if (!parsed.success || dateProblem) {
      const found: Partial<Record<Field, string>> = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)]));
      if (dateProblem) found.startDate = translateBatchMessage(dateProblem, { start: range.startDate, end: range.endDate }, t);
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await submitSchedule(parsed.data);
      notify(NEGOTIATION_MSG.invitationSent, 'success');
      onSent();
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.errors.filter((e) => e.param === 'startDate' || e.param === 'picName' || e.param === 'picEmail') : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((e) => [e.param, translateBatchMessage(e.msg, { start: range.startDate, end: range.endDate }, t)])));
      else if (!isApiError(error) || !error.sessionEnded) {
        const message = isApiError(error) ? t(error.firstMessage) : t('Something went wrong. Please try again.');
        notify(fillNegotiationMessage(t(NEGOTIATION_MSG.invitationFailed), { message }), 'error', undefined, 'top-center', SCHEDULE_FAILED_TOAST_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  const hint = vendorEmailHint(picEmail);
  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Schedule')}
      onClose={onClose}
      data-testid="schedule-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={!complete || busy} data-testid="schedule-send">
            {t('Send')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {negotiation.vendorName}
      </Typography>
      <Stack spacing={2}>
        <BatchDateTimeField
          label={t('Start Time')}
          value={startDate}
          onChange={(value) => {
            setStartDate(value);
            setErrors((current) => ({ ...current, startDate: undefined }));
          }}
          error={errors.startDate}
          min={range.startDate}
          max={range.endDate}
          testId="schedule-start"
        />
        <TextField
          label={t('PIC Name')}
          required
          value={picName}
          onChange={(event) => {
            setPicName(event.target.value);
            setErrors((current) => ({ ...current, picName: undefined }));
          }}
          error={Boolean(errors.picName)}
          helperText={errors.picName}
          slotProps={{ htmlInput: { 'data-testid': 'schedule-pic-name', maxLength: 100 } }}
        />
        <TextField
          label={t('PIC E-mail')}
          required
          type="email"
          value={picEmail}
          onChange={(event) => {
            setPicEmail(event.target.value);
            setErrors((current) => ({ ...current, picEmail: undefined }));
          }}
          error={Boolean(errors.picEmail)}
          // The spec's hint against a free mail provider, as in the auction's PIC dialog.
          helperText={errors.picEmail ?? ((hint && t(hint)) || undefined)}
          slotProps={{ htmlInput: { 'data-testid': 'schedule-pic-email' } }}
        />
        {!complete && (
          <Typography variant="body2" color="text.secondary">
            {t(NEGOTIATION_MSG.allInformationRequired)}
          </Typography>
        )}
      </Stack>
    </AppDialog>
  );
}
