import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ASSISTANCE_REASON_MAX } from '@procura/domain/auction/assistance/assistance.schemas';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The required "Reason" of a request for help (at most ASSISTANCE_REASON_MAX characters) bound to
 * react-hook-form: its (translated) error and the counter under it, both in the field's description.
 * The objection's text field has the same shape with a longer limit.
 */
export function AssistanceReasonField<T extends FieldValues>({ control, name, testId }: { control: Control<T>; name: Path<T>; testId: string }) {
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
            minRows={3}
            required
            label={t('Reason')}
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
                  {t('{{count}} of {{max}} characters', { count: value.length, max: ASSISTANCE_REASON_MAX })}
                </Box>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: ASSISTANCE_REASON_MAX, 'data-testid': testId } }}
          />
        );
      }}
    />
  );
}
