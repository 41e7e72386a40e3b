import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { updateProcurementSchema } from '@procura/domain/procurement/procurement.schemas';
import { requiresCurrency } from '@procura/domain/procurement/procurement.rules';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { DatePickersProvider } from '../../../../components/date-pickers-provider';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { FormTextField } from '../../../../components/form/form-text-field';
import { notify } from '../../../../components/notify';
import { payloadResolver } from '../../../../components/form/payload-resolver';
import { PeriodDateField } from './period-date-field';
import { useUpdateProcurement } from '../procurement-detail.api';
import { ProcurementInfoSelects } from './procurement-info-selects';
import { infoFormOf, infoPayloadOf, PROCUREMENT_INFO_FIELDS, type ProcurementInfoForm } from './procurement-info-form.rules';
import type { ProcurementDetail } from '../../../../api/procurement-detail';
import { FormDialogActions } from '../../../../components/dialogs/form-dialog-actions';

const resolver = payloadResolver<ProcurementInfoForm>(updateProcurementSchema, infoPayloadOf);

interface ProcurementInfoDialogProps {
  procurement: ProcurementDetail;
  onSaved: () => void;
  onClose: () => void;
}

/** Edit Procurement Info (DRAFT only): the New Initiation fields plus the procurement's start and end date. */
export function ProcurementInfoDialog({ procurement, onSaved, onClose }: ProcurementInfoDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const update = useUpdateProcurement(procurement._id);
  const { control, handleSubmit, setError, setValue, formState } = useForm<ProcurementInfoForm>({ resolver, defaultValues: infoFormOf(procurement) });
  const [currencyType, startDate] = useWatch({ control, name: ['currencyType', 'startDate'] });

  const onSubmit = handleSubmit(
    async (form) => {
      try {
        await update.mutateAsync(infoPayloadOf(form));
        notify('Procurement info has been updated', 'success');
        onSaved();
        onClose();
      } catch (error) {
        applyServerErrors(error, setError, PROCUREMENT_INFO_FIELDS);
      }
    },
    () => notify(PROCUREMENT_MSG.fulfillAllFields, 'error'),
  );

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Edit Procurement Info')}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <DatePickersProvider>
        <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={onSubmit} sx={{ pt: 1 }}>
          <FormTextField control={control} name="procurementName" label={t('Procurement Name')} autoFocus />
          <ProcurementInfoSelects control={control} setValue={setValue} showCurrency={requiresCurrency(currencyType)} />
          <Controller
            control={control}
            name="priceIncludeTax"
            render={({ field }) => (
              <Box>
                <FormLabel id={`${formId}-tax`} sx={{ fontSize: 14 }}>
                  {t('Price Include TAX')}
                </FormLabel>
                <RadioGroup row aria-labelledby={`${formId}-tax`} value={field.value ? 'yes' : 'no'} onChange={(event) => field.onChange(event.target.value === 'yes')}>
                  <FormControlLabel value="yes" control={<Radio />} label={t('Yes')} />
                  <FormControlLabel value="no" control={<Radio />} label={t('No')} />
                </RadioGroup>
              </Box>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PeriodDateField control={control} name="startDate" label={t('Start Date')} />
            <PeriodDateField control={control} name="endDate" label={t('End Date')} min={startDate} />
          </Box>
        </Stack>
      </DatePickersProvider>
    </AppDialog>
  );
}
