import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface CountedTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The most characters the server takes. */
  max: number;
  minRows?: number;
  testId: string;
}

/**
 * A required multiline plain-text box of up to `max` characters bound to react-hook-form: its
 * (translated) error and the character counter under it, both in the field's description.
 */
export function CountedTextField<T extends FieldValues>({ control, name, label, max, minRows = 4, testId }: CountedTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            fullWidth
            multiline
            minRows={minRows}
            required
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
                <span>{fieldState.error?.message ? t(fieldState.error.message) : ''}</span>
                <Box component="span" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {t('{{count}} of {{max}} characters', { count: value.length, max })}
                </Box>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: max, 'data-testid': testId } }}
          />
        );
      }}
    />
  );
}
