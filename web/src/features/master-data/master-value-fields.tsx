import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
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
