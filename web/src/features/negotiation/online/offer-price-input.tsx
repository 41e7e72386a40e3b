import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatMoneyInput, maskMoneyTyping, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';

interface OfferPriceInputProps {
  label: string;
  value: string;
  onChange: (masked: string) => void;
  currency: string;
  disabled: boolean;
  error?: string | null;
  testId: string;
}

/** A unit price with the spec's money mask (',' thousands regrouped as typed, 2 decimals, 15 digits), padded to cents when left. */
export function OfferPriceInput({ label, value, onChange, currency, disabled, error, testId }: OfferPriceInputProps) {
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(event) => onChange(maskMoneyTyping(event.target.value))}
      onBlur={() => {
        const amount = parseMoneyInput(value);
        if (amount !== null && formatMoneyInput(amount) !== value) onChange(formatMoneyInput(amount));
      }}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment>, sx: { fontVariantNumeric: 'tabular-nums' } },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId },
      }}
    />
  );
}
