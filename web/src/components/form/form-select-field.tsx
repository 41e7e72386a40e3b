import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
}

/** A select bound to react-hook-form, showing its (translated) error under it. */
export function FormSelectField<T extends FieldValues, O extends FieldValues = T>({ control, name, label, options, helperText }: FormSelectFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
