import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { OBJECTION_TEXT_MAX } from '@procura/domain/auction/objections/objection.rules';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A required plain-text box of up to OBJECTION_TEXT_MAX characters bound to react-hook-form: its
 * (translated) error and the character counter under it, both in the field's description.
 */
export function ObjectionTextField<T extends FieldValues>({ control, name, label, testId }: { control: Control<T>; name: Path<T>; label: string; testId: string }) {
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
            minRows={4}
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
                  {t('{{count}} of {{max}} characters', { count: value.length, max: OBJECTION_TEXT_MAX })}
                </Box>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: OBJECTION_TEXT_MAX, 'data-testid': testId } }}
          />
        );
      }}
    />
  );
}
