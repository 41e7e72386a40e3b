import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { formatMoneyInput, maskMoneyTyping, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { useId, type ReactNode } from 'react';

interface MoneyInputProps {
  label: string;
  value: string;
  onChange: (masked: string) => void;
  /** Called when the vendor types (not when a left field is padded to cents): a refusal shown goes. */
  onEdit?: () => void;
  currency: string;
  disabled?: boolean;
  /** A refusal or rule message: the field turns red and shows it under itself. */
  error?: string | null;
  helperText?: ReactNode;
  /** The input's data-testid (the journeys type into it). */
  inputTestId?: string;
  /** The message's data-testid. */
  errorTestId?: string;
  size?: 'small' | 'medium';
}

/**
 * The money mask of the spec for a live value (no form): ',' thousands stripped and regrouped as
 * typed, '.' decimals, at most 2 decimals and 15 integer digits, padded to cents when left.
 */
export function MoneyInput({ label, value, onChange, onEdit, currency, disabled, error, helperText, inputTestId, errorTestId, size = 'medium' }: MoneyInputProps) {
  const id = useId();
  const message = error ?? helperText;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={disabled} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => {
          onChange(maskMoneyTyping(event.target.value));
          onEdit?.();
        }}
        onBlur={() => {
          const amount = parseMoneyInput(value);
          if (amount !== null && formatMoneyInput(amount) !== value) onChange(formatMoneyInput(amount));
        }}
        endAdornment={<InputAdornment position="end">{currency}</InputAdornment>}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off', 'data-testid': inputTestId, 'aria-describedby': message ? `${id}-helper` : undefined }}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      />
      {message && (
        <FormHelperText id={`${id}-helper`} role={error ? 'alert' : undefined} data-testid={error ? errorTestId : undefined}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
