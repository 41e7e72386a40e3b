import InputAdornment from '@mui/material/InputAdornment';
import { maskMoneyTyping } from '@procura/domain/procurement/decimal-input.rules';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

interface MoneyFieldProps<T extends FieldValues, O extends FieldValues = T> extends Omit<FormTextFieldProps<T, O>, 'transform' | 'endAdornment' | 'type'> {
  /** The currency code shown after the amount (IDR by default). */
  currency?: string;
}

/**
 * The money mask of the spec: ',' thousands, '.' decimals, 2 decimals, up to 15 integer digits,
 * no negatives, with the currency after the amount. The form holds the masked text; parse it with
 * parseMoneyInput before sending.
 */
export function MoneyField<T extends FieldValues, O extends FieldValues = T>({ currency = 'IDR', ...props }: MoneyFieldProps<T, O>) {
  return <FormTextField {...props} transform={maskMoneyTyping} endAdornment={<InputAdornment position="end">{currency}</InputAdornment>} />;
}
