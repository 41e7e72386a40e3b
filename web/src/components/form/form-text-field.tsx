import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useRef, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FormTextFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Rewrites what is typed before it reaches the form (e.g. lower-casing an e-mail). */
  transform?: (value: string) => string;
  /** Rewrites the value when the field is left (e.g. an amount padded to 2 decimals). */
  formatOnBlur?: (value: string) => string;
}

/**
 * A text field bound to react-hook-form, showing its (translated) error under it. Built from the
 * input parts rather than TextField, which would also bring the select menu into the sign-in page.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>(props: FormTextFieldProps<T, O>) {
  const { control, name, label, type, autoComplete, autoFocus, disabled, helperText, endAdornment, transform, formatOnBlur } = props;
  const { t } = useTranslation();
  const id = useId();
  // A field the page focused (autoFocus) is not touched by the user until they type, click or
  // press a key in it: leaving it by clicking elsewhere (the language switch, a link) must not
  // report a blur, which would show 'required' under a field nobody filled in yet.
  const engaged = useRef(!autoFocus);
  const engage = () => {
    engaged.current = true;
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ? t(fieldState.error.message) : helperText;
        return (
          <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)} disabled={disabled}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              id={id}
              label={label}
              name={field.name}
              inputRef={field.ref}
              type={type}
              autoComplete={autoComplete}
              autoFocus={autoFocus}
              value={field.value ?? ''}
              onBlur={() => {
                if (formatOnBlur && typeof field.value === 'string') {
                  const formatted = formatOnBlur(field.value);
                  if (formatted !== field.value) field.onChange(formatted);
                }
                if (engaged.current) field.onBlur();
              }}
              onPointerDown={engage}
              onKeyDown={engage}
              onChange={(event) => {
                engage();
                field.onChange(transform ? transform(event.target.value) : event.target.value);
              }}
              endAdornment={endAdornment}
              aria-describedby={message ? `${id}-helper` : undefined}
            />
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
