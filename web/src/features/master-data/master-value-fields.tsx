import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
}

/** A whole-number field kept as a number in the form (an empty box becomes NaN, which the schema refuses). */
export function NumberField<T extends FieldValues, O extends FieldValues>({ control, name, label }: FieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          sx={{ maxWidth: 180 }}
        />
      )}
    />
  );
}

/** An on/off switch bound to a boolean of the form. */
export function SwitchField<T extends FieldValues, O extends FieldValues>({ control, name, label }: FieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch name={field.name} inputRef={field.ref} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
        />
      )}
    />
  );
}
