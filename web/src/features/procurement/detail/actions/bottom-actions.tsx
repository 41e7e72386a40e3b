import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BOTTOM_BUTTON_LABELS } from '@procura/domain/procurement/procurement.enums';
import { bottomButtons } from '@procura/domain/procurement/procurement.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import { CancelProcurementDialog } from './cancel-procurement-dialog';
import type { SectionProps } from '../../../../api/procurement-detail';
import { useEndProcurement } from './use-end-procurement';
import { useSubmitProcurement } from './use-submit-procurement';

/** The buttons under the sections: Submit in DRAFT; Cancel (when allowed) and End in OPEN; none afterwards. */
export function BottomActions({ procurement, onChanged }: SectionProps) {
  useTranslation();
  const submit = useSubmitProcurement(procurement, onChanged);
  const end = useEndProcurement(procurement._id);
  const [canceling, setCanceling] = useState(false);
  const buttons = bottomButtons(procurement);
  const label = (button: keyof typeof BOTTOM_BUTTON_LABELS) => BOTTOM_BUTTON_LABELS[button][currentLanguage()];

  return (
    <>
      {buttons.length > 0 && (
        <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ py: 1 }}>
          {buttons.includes('SUBMIT') && (
            <Button variant="contained" size="large" onClick={submit.start} disabled={submit.busy}>
              {label('SUBMIT')}
            </Button>
          )}
          {buttons.includes('CANCEL') && (
            <Button variant="outlined" color="error" size="large" onClick={() => setCanceling(true)}>
              {label('CANCEL')}
            </Button>
          )}
          {buttons.includes('END') && (
            <Button variant="contained" size="large" onClick={end.start} disabled={end.busy}>
              {label('END')}
            </Button>
          )}
        </Stack>
      )}
      {submit.dialogs}
      {end.dialogs}
      {canceling && <CancelProcurementDialog procurementId={procurement._id} onCanceled={onChanged} onClose={() => setCanceling(false)} />}
    </>
  );
}
