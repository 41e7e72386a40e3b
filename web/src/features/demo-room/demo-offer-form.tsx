import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@procura/domain/common/money/money';
import { demoPriceProblem, toDemoPrice } from '@procura/domain/demo-room/demo-room.rules';
import { submitDemoOfferSchema, type SubmitDemoOfferInput } from '@procura/domain/demo-room/demo-room.schemas';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormTextField } from '../../components/form/form-text-field';
import type { OfferResult } from './use-demo-room';

const FIELDS = ['price'] as const;

interface DemoOfferFormProps {
  submitOffer(price: string): Promise<OfferResult>;
  disabled: boolean;
}

/** A price and Submit, checked by the same schema as the server; shows the amount as the room will. */
export function DemoOfferForm({ submitOffer, disabled }: DemoOfferFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<SubmitDemoOfferInput, unknown, { price: string }>({
    resolver: zodResolver(submitDemoOfferSchema),
    defaultValues: { price: '' },
  });
  const typed = String(useWatch({ control, name: 'price' }) ?? '').trim();
  const preview = typed && demoPriceProblem(typed) === null ? formatMoney(toDemoPrice(typed)) : null;

  const onSubmit = handleSubmit(async ({ price }) => {
    const result = await submitOffer(price);
    if ('offer' in result) reset({ price: '' });
    else applyServerErrors(new ApiError(400, result.errors), setError, FIELDS);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="price"
        label={t('Your offer')}
        autoComplete="off"
        helperText={preview ?? t('Up to 15 digits and 2 decimals, for example 1500000.50')}
        endAdornment={<InputAdornment position="end">IDR</InputAdornment>}
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled || formState.isSubmitting}>
        {t('Submit')}
      </Button>
    </Stack>
  );
}
