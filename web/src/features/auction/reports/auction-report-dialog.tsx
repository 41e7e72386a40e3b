import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_TEXT_MAX, reportSettingsFieldsSchema, type ReportSettingsFields } from '@procura/domain/report/report-auction.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { useProfile } from '../../../api/auth/profile-query';
import { saveFile } from '../../../api/save-file';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { DoneSessionLedgers } from '../ledger/done-session-ledgers';
import { downloadResultAuctionReport, fetchAuctionLogReport, reportSettingsKey, saveReportSettings, useReportSettings } from './auction-report.api';
import { notifyReportError } from './auction-report-errors';
import { CommitteeMembersField, type CommitteeErrors } from './committee-members-field';

type Field = 'organizingCommittee' | 'allocation';
type Busy = 'log' | 'result' | null;

interface AuctionReportDialogProps {
  open: boolean;
  procurementId: string;
  onClose: () => void;
}

/** What each field is for (docs/rules/reports-dashboard-help.md#auction-reports: pelaksana and peruntukan), shown under it until it has an error. */
const HELPERS: Record<Field, string> = {
  organizingCommittee: 'Who ran the auction: one name (and position) per line; the reports print them at the end.',
  allocation: 'What the procurement is for: the unit, budget or purpose it serves; printed at the end of the reports.',
};

/**
 * The auction report dialog (docs/rules/reports-dashboard-help.md#auction-reports): Organizing Committee and Allocation, prefilled
 * from the company's report settings and saved back when generating, both required; then the
 * Auction Log Report, and the Report Result Auction beside it; and each Done session's ledger.
 */
export function AuctionReportDialog({ open, procurementId, onClose }: AuctionReportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companyId = useProfile().data?.company?._id;
  const settings = useReportSettings(companyId, open);
  const [values, setValues] = useState<ReportSettingsFields>({ organizingCommittee: '', allocation: '', committeeMembers: [] });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [memberErrors, setMemberErrors] = useState<CommitteeErrors>({});
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (open && settings.data) setValues({ organizingCommittee: settings.data.organizingCommittee, allocation: settings.data.allocation, committeeMembers: settings.data.committeeMembers });
  }, [open, settings.data]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const generateLog = async () => {
    const parsed = reportSettingsFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      const members: CommitteeErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'committeeMembers') members[issue.path.slice(1).join('.')] ??= issue.message;
        else found[issue.path[0] as Field] ??= issue.message;
      }
      setErrors(found);
      setMemberErrors(members);
      return;
    }
    setMemberErrors({});
    if (!companyId) return;
    setBusy('log');
    try {
      const saved = await saveReportSettings(companyId, Boolean(settings.data), parsed.data);
      queryClient.setQueryData(reportSettingsKey(companyId), saved);
      const report = await fetchAuctionLogReport(procurementId, parsed.data);
      saveFile(report, report.fileName);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const found: Partial<Record<Field, string>> = {};
        for (const e of error.errors) {
          const field = e.param === 'pelaksana' ? 'organizingCommittee' : e.param === 'peruntukan' ? 'allocation' : (e.param as Field | null);
          if (field === 'organizingCommittee' || field === 'allocation') found[field] ??= e.msg;
        }
        if (Object.keys(found).length > 0) setErrors(found);
        else notifyReportError(error);
      } else notifyReportError(error);
    } finally {
      setBusy(null);
    }
  };

  const downloadResult = async () => {
    setBusy('result');
    try {
      await downloadResultAuctionReport(procurementId);
    } catch (error) {
      notifyReportError(error);
    } finally {
      setBusy(null);
    }
  };

  const field = (name: Field, label: string, testId: string) => (
    <TextField
      label={t(label)}
      required
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      size="small"
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : t(HELPERS[name])}
      disabled={busy !== null}
      slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX, 'data-testid': testId } }}
    />
  );

  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={t('Auction Report')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={busy !== null}>
            {t('Cancel')}
          </Button>
          <Button variant="outlined" onClick={downloadResult} loading={busy === 'result'} disabled={busy === 'log'} data-testid="report-result-download">
            {t('Report Result Auction')}
          </Button>
          <Button variant="contained" onClick={generateLog} loading={busy === 'log'} disabled={busy === 'result' || settings.isLoading} data-testid="report-generate">
            {t('Generate Auction Log Report')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2} sx={{ pt: 0.5 }} data-testid="auction-report-dialog">
        <Typography variant="body2" color="text.secondary">
          {t('The reports cover every session of this procurement whose status is Done.')}
        </Typography>
        {settings.isError && <Alert severity="warning">{t('The saved report settings could not be loaded.')}</Alert>}
        {field('organizingCommittee', 'Organizing Committee', 'report-committee')}
        {field('allocation', 'Allocation', 'report-allocation')}
        <CommitteeMembersField
          members={values.committeeMembers ?? []}
          errors={memberErrors}
          disabled={busy !== null}
          onChange={(committeeMembers) => {
            setValues((current) => ({ ...current, committeeMembers }));
            setMemberErrors({});
          }}
        />
        <DoneSessionLedgers procurementId={procurementId} />
        {busy && (
          <Stack spacing={0.5} data-testid="report-progress">
            <LinearProgress />
            <Typography variant="caption" color="text.secondary">
              {t('Generating the report…')}
            </Typography>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
