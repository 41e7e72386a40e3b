import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatMoneyInput, maskMoneyTyping } from '@procura/domain/common/money/decimal-input.rules';
import { lockedMinCapableQty } from '@procura/domain/procurement/items/procurement-item.rules';
import { useEffect } from 'react';
import { useFormState, useWatch, type Control, type UseFormClearErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { derivedFieldError, subTotalOf, type ItemForm } from './item-form.rules';

// UOM takes letters (any alphabet) and spaces only; other characters are not typed at all.
const lettersAndSpaces = (typed: string) => typed.replace(/[^\p{L} ]/gu, '');

interface ItemFormFieldsProps {
  control: Control<ItemForm>;
  clearErrors: UseFormClearErrors<ItemForm>;
  winnerType: string;
  currency: string;
}

/** The item's text and number fields; the subtotal follows quantity x price, the min capable qty may be locked. */
export function ItemFormFields({ control, clearErrors, winnerType, currency }: ItemFormFieldsProps) {
  const { t } = useTranslation();
  const [quantity, pricePerUnit] = useWatch({ control, name: ['quantity', 'pricePerUnit'] });
  const { errors } = useFormState({ control, name: ['quantity', 'pricePerUnit', 'minCapableQty', 'subTotal' as never] });
  const locked = lockedMinCapableQty(winnerType, quantity);
  const subTotal = subTotalOf(quantity, pricePerUnit);
  // The subtotal is computed from qty and price, a locked min capable qty is the qty.
  const subTotalError = derivedFieldError((errors as Record<string, { message?: string } | undefined>).subTotal?.message, [
    errors.quantity?.message,
    errors.pricePerUnit?.message,
  ]);
  const lockedError = derivedFieldError(errors.minCapableQty?.message, [errors.quantity?.message]);

  // The subtotal and a locked min capable qty follow the qty and price: their old errors no longer hold.
  useEffect(() => {
    clearErrors(['subTotal' as never, ...(locked === null ? [] : ['minCapableQty' as const])]);
  }, [quantity, pricePerUnit, locked, clearErrors]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="itemCode" label={t('Item Code')} autoFocus />
      <FormTextField control={control} name="itemName" label={t('Item Name')} />
      <FormTextField control={control} name="prNumber" label={t('PR Number')} />
      <FormTextField control={control} name="prLine" label={t('PR Line')} />
      <FormTextField control={control} name="quantity" label={t('Needed Qty')} transform={maskMoneyTyping} />
      {locked === null ? (
        <FormTextField control={control} name="minCapableQty" label={t('Minimal Capable Qty')} transform={maskMoneyTyping} />
      ) : (
        <TextField
          label={t('Minimal Capable Qty')}
          value={locked}
          disabled
          error={Boolean(lockedError)}
          helperText={lockedError ? t(lockedError) : t('Equal to the needed qty for a single winner procurement')}
        />
      )}
      <FormTextField control={control} name="uom" label={t('UOM')} transform={lettersAndSpaces} />
      <MoneyField control={control} name="pricePerUnit" label={t('Estimated Price Per Unit')} currency={currency} />
      <TextField
        label={t('Subtotal')}
        value={formatMoneyInput(subTotal)}
        error={Boolean(subTotalError)}
        helperText={subTotalError ? t(subTotalError) : t('Needed qty x estimated price per unit')}
        slotProps={{ input: { readOnly: true, endAdornment: currency ? <InputAdornment position="end">{currency}</InputAdornment> : undefined } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
    </Box>
  );
}
