import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  currencies,
  currencyTypes,
  evaluationMethods,
  negotiationTypes,
  procurementBiddingTypes,
  winnerTypes,
} from '@procura/domain/master-data/master-data.enums';
import { createProcurementSchema, type CreateProcurementData } from '@procura/domain/procurement/procurement.schemas';
import { allowedBiddingTypes, requiresCurrency } from '@procura/domain/procurement/procurement.rules';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMasters } from '../../../api/masters-query';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { notify } from '../../../components/notify';
import { currentLanguage } from '../../../i18n/i18n';
import { useCreateProcurement } from './procurement-list.api';
import { biddingTypeForWinner, createdProcurementId, masterOptions, refusedFormMessage } from './procurement-list.rules';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';
import { currencyLabel } from '../currency-label.rules';

interface NewProcurementValues {
  procurementName: string;
  negotiationType: string;
  evaluationMethod: string;
  winnerType: string;
  biddingType: string;
  currencyType: string;
  currency: string;
  priceIncludeTax: boolean;
}

const FIELDS = ['procurementName', 'negotiationType', 'evaluationMethod', 'winnerType', 'biddingType', 'currencyType', 'currency', 'priceIncludeTax'] as const;

const EMPTY: NewProcurementValues = {
  procurementName: '',
  negotiationType: '',
  evaluationMethod: '',
  winnerType: '',
  biddingType: '',
  currencyType: '',
  currency: '',
  priceIncludeTax: false,
};

// The form holds text for every select ('' while unchosen); the shared schema refuses those with
// the spec's "Please fulfilled all fields" and hands on the payload the server takes.
const resolver = zodResolver(createProcurementSchema) as unknown as Resolver<NewProcurementValues, unknown, CreateProcurementData>;

/** The New Initiation dialog (docs/rules/procurement.md#new-initiation): Apply creates a draft and opens it. */
export function NewProcurementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const language = currentLanguage();
  const masters = useMasters().data;
  const create = useCreateProcurement();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<NewProcurementValues, unknown, CreateProcurementData>({
    resolver,
    defaultValues: EMPTY,
  });
  const [winnerType, currencyType] = useWatch({ control, name: ['winnerType', 'currencyType'] });
  const allowed = allowedBiddingTypes(winnerType);

  // A bidding type the new winner type does not offer is cleared; when it offers one only, that one is taken.
  useEffect(() => {
    const current = getValues('biddingType');
    const offered = allowedBiddingTypes(winnerType);
    const next = biddingTypeForWinner(winnerType, current) || (offered.length === 1 ? offered[0]! : '');
    if (next !== current) setValue('biddingType', next, { shouldValidate: formState.isSubmitted });
  }, [winnerType, getValues, setValue, formState.isSubmitted]);

  // Only a single-currency procurement names its currency.
  useEffect(() => {
    if (!requiresCurrency(currencyType) && getValues('currency') !== '') setValue('currency', '', { shouldValidate: formState.isSubmitted });
  }, [currencyType, getValues, setValue, formState.isSubmitted]);

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        const id = createdProcurementId(await create.mutateAsync(input));
        onClose();
        if (id) void navigate(`/initiation/form/${id}`);
        else notify('Initiation has been created', 'success');
      } catch (error) {
        applyServerErrors(error, setError, FIELDS);
      }
    },
    (errors) => notify(refusedFormMessage(FIELDS.map((field) => errors[field]?.message)), 'error'),
  );

  const options = (served: keyof NonNullable<typeof masters>, fallback: Parameters<typeof masterOptions>[1], only?: readonly string[]) =>
    masterOptions(masters?.[served], fallback, language, only);
  const currencyOptions = options('currencies', currencies.list).map((option) => ({ ...option, label: currencyLabel(option.value, option.label) }));
  const busy = formState.isSubmitting;

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('New Initiation')}
      onClose={() => !busy && onClose()}
      actions={<FormDialogActions formId={formId} busy={busy} onCancel={onClose} submitLabel="Apply" />}
    >
      <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={onSubmit} sx={{ pt: 1 }} aria-label={t('New Initiation')}>
        <FormTextField control={control} name="procurementName" label={t('Procurement Name')} autoFocus />
        <FormSelectField control={control} name="negotiationType" label={t('Negotiation Type')} options={options('negotiationTypes', negotiationTypes.list)} />
        <FormSelectField control={control} name="evaluationMethod" label={t('Evaluation Method')} options={options('evaluationMethods', evaluationMethods.list)} />
        <FormSelectField control={control} name="winnerType" label={t('Winner Type')} options={options('winnerTypes', winnerTypes.list)} />
        {allowed.length > 0 && (
          <FormSelectField control={control} name="biddingType" label={t('Bidding Type')} options={options('procurementBiddingTypes', procurementBiddingTypes.list, allowed)} />
        )}
        <FormSelectField control={control} name="currencyType" label={t('Currency Type')} options={options('currencyTypes', currencyTypes.list)} />
        {requiresCurrency(currencyType) && <FormSelectField control={control} name="currency" label={t('Currency')} options={currencyOptions} />}
        <Controller
          control={control}
          name="priceIncludeTax"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={`${formId}-tax`}>{t('Price Include TAX')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${formId}-tax`}
                name={field.name}
                value={field.value ? 'yes' : 'no'}
                onChange={(event) => field.onChange(event.target.value === 'yes')}
              >
                <FormControlLabel value="yes" control={<Radio inputRef={field.ref} />} label={t('Yes')} />
                <FormControlLabel value="no" control={<Radio />} label={t('No')} />
              </RadioGroup>
            </FormControl>
          )}
        />
      </Stack>
    </AppDialog>
  );
}
