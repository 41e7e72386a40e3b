import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { technicalScoreSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { EvaluationScoringView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { notify } from '../../../../components/notify';
import type { ScoredVendor } from './administration-score-dialog';
import { formatScore, maskScoreTyping } from '../evaluation-display.rules';
import { saveTechnicalScore } from '../evaluation.api';
import { ScoreDialogHeader } from './score-dialog-header';
import { liveWeightedTechnicalScore } from './technical-score.rules';
import { FormDialogActions } from '../../../../components/dialogs/form-dialog-actions';

interface TechnicalScoreDialogProps {
  procurement: ProcurementView;
  vendor: ScoredVendor;
  scoring: EvaluationScoringView | null;
  /** The score given so far; a given score is shown read-only (it is given once). */
  current: string | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Technical Score: 0 to 100 for one vendor, with its weighted score shown as typed (docs/rules/procurement.md#evaluation-score). */
export function TechnicalScoreDialog({ procurement, vendor, scoring, current, onSaved, onClose }: TechnicalScoreDialogProps) {
  const { t } = useTranslation();
  const readOnly = current !== null;
  const [score, setScore] = useState(current === null ? '' : formatScore(current));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const weighted = liveWeightedTechnicalScore(score, scoring?.technicalValue);

  const save = async () => {
    setServerError(null);
    const parsed = technicalScoreSchema.safeParse({ procurementId: procurement._id, score });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? PROCUREMENT_MSG.technicalScoreInvalid);
      return;
    }
    setSaving(true);
    try {
      await saveTechnicalScore(vendor.vendorId, procurement._id, parsed.data.score);
      notify(PROCUREMENT_MSG.technicalScoreUpdated, 'success');
      onSaved();
      onClose();
    } catch (error) {
      const scoreError = isApiError(error) ? error.errors.find((e) => e.param === 'score') : undefined;
      if (scoreError) setFieldError(scoreError.msg);
      else if (!isApiError(error) || !error.sessionEnded) {
        notify(PROCUREMENT_MSG.technicalScoreFailed, 'error');
        if (isApiError(error)) setServerError(error.firstMessage);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      title={t('Technical Score')}
      onClose={onClose}
      actions={<FormDialogActions onSubmit={() => void save()} busy={saving} onCancel={onClose} readOnly={readOnly} />}
    >
      <ScoreDialogHeader procurementNumber={procurement.procurementNumber} vendorName={vendor.companyName} />
      <Stack spacing={2.5}>
        {readOnly && <Alert severity="info">{t('The technical score has been given and cannot be changed.')}</Alert>}
        {serverError && <Alert severity="error">{t(serverError)}</Alert>}
        <TextField
          label={t('Score')}
          value={score}
          autoFocus={!readOnly}
          onChange={(event) => {
            setScore(maskScoreTyping(event.target.value));
            setFieldError(null);
          }}
          onKeyDown={(event) => event.key === 'Enter' && !readOnly && void save()}
          error={Boolean(fieldError)}
          helperText={fieldError ? t(fieldError) : t('From 0 to 100, with at most 2 decimals')}
          slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('Technical Percentage')}
          value={formatScore(scoring?.technicalValue)}
          slotProps={{ input: { readOnly: true, endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <TextField label={t('Technical Score')} value={weighted} slotProps={{ input: { readOnly: true } }} helperText={t('Score x Technical Percentage / 100')} />
      </Stack>
    </AppDialog>
  );
}
