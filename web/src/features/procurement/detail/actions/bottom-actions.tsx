import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BottomButton } from '@procura/domain/procurement/procurement.enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import { CancelProcurementDialog } from './cancel-procurement-dialog';
import type { SectionProps } from '../../../../api/procurement-detail';
import { useEndProcurement } from './use-end-procurement';
import { useSubmitProcurement } from './use-submit-procurement';

/**
 * The buttons under the sections, left to right, as the server's `next` (read from
 * PROCUREMENT_TRANSITIONS) lists the buyer's moves: Submit in DRAFT; Cancel (when allowed) and End in OPEN.
 */
export function BottomActions({ procurement, onChanged }: SectionProps) {
  useTranslation();
  const submit = useSubmitProcurement(procurement, onChanged);
  const end = useEndProcurement(procurement._id);
  const [canceling, setCanceling] = useState(false);
  const moves = procurement.next;
  const buttons = moves.map((move) => move.action);
  const label = (button: BottomButton) => moves.find((move) => move.action === button)?.label[currentLanguage()];

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
