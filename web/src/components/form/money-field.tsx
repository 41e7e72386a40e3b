import InputAdornment from '@mui/material/InputAdornment';
import { formatMoneyInput, maskMoneyTyping, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

interface MoneyFieldProps<T extends FieldValues, O extends FieldValues = T>
  extends Omit<FormTextFieldProps<T, O>, 'transform' | 'formatOnBlur' | 'endAdornment' | 'type'> {
  /** The currency code shown after the amount (IDR by default). */
  currency?: string;
}

/** '330,000,000' -> '330,000,000.00' once the field is left; text that is not an amount stays. */
function padToCents(text: string): string {
  const amount = parseMoneyInput(text);
  return amount === null ? text : formatMoneyInput(amount);
}

/**
 * The money mask of the spec: ',' thousands, '.' decimals, 2 decimals, up to 15 integer digits,
 * no negatives, with the currency after the amount. The form holds the masked text; parse it with
 * parseMoneyInput before sending.
 */
export function MoneyField<T extends FieldValues, O extends FieldValues = T>({ currency = 'IDR', ...props }: MoneyFieldProps<T, O>) {
  return (
    <FormTextField
      {...props}
      transform={maskMoneyTyping}
      formatOnBlur={padToCents}
      endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
    />
  );
}
