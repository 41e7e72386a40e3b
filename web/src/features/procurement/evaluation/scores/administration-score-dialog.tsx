import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { administrationProblem } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { notifyError } from '../../../../components/form/apply-server-errors';
import { notify } from '../../../../components/notify';
import { saveAdministrationScore } from '../evaluation.api';
import { ScoreDialogHeader } from './score-dialog-header';
import { FormDialogActions } from '../../../../components/dialogs/form-dialog-actions';

export interface ScoredVendor {
  vendorId: string;
  companyName: string;
}

interface AdministrationScoreDialogProps {
  procurement: ProcurementView;
  vendor: ScoredVendor;
  /** The result given so far: true passed, false not passed, null none. */
  current: boolean | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Administration Score: Pass or Not Pass for one vendor (docs/rules/procurement.md#evaluation-score). */
export function AdministrationScoreDialog({ procurement, vendor, current, onSaved, onClose }: AdministrationScoreDialogProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [choice, setChoice] = useState<'PASS' | 'NOT_PASS' | ''>(current === null ? '' : current ? 'PASS' : 'NOT_PASS');
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const locked = administrationProblem(procurement.status, current);

  const save = async () => {
    if (choice === '') {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await saveAdministrationScore(vendor.vendorId, procurement._id, choice === 'PASS');
      notify(PROCUREMENT_MSG.administrationScoreUpdated, 'success');
      onSaved();
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      title={t('Administration Score')}
      onClose={onClose}
      actions={<FormDialogActions onSubmit={() => void save()} busy={saving} onCancel={onClose} readOnly={Boolean(locked)} />}
    >
      <ScoreDialogHeader procurementNumber={procurement.procurementNumber} vendorName={vendor.companyName} />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(locked)}
        </Alert>
      )}
      <FormControl error={missing} disabled={Boolean(locked)}>
        <FormLabel id={labelId}>{t('Administration')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as 'PASS' | 'NOT_PASS');
            setMissing(false);
          }}
        >
          <FormControlLabel value="PASS" control={<Radio />} label={t('Pass')} />
          <FormControlLabel value="NOT_PASS" control={<Radio />} label={t('Not Pass')} />
        </RadioGroup>
        {missing && <Alert severity="error">{t(PROCUREMENT_MSG.passedInvalid)}</Alert>}
      </FormControl>
    </AppDialog>
  );
}
