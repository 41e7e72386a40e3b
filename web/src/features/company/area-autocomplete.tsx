import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Area {
  code: string;
  name: string;
}

interface AreaAutocompleteProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly Area[] | undefined;
  loading: boolean;
  disabled?: boolean;
  /** Called with the picked code (or '' when cleared), after the field itself changed. */
  onPicked?: (code: string) => void;
}

/** A province, city or district picker that searches as you type and stores the area's code. */
export function AreaAutocomplete<T extends FieldValues>({ control, name, label, options, loading, disabled, onPicked }: AreaAutocompleteProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const list = options ?? [];
        const value = list.find((area) => area.code === field.value) ?? null;
        return (
          <Autocomplete
            options={list}
            value={value}
            loading={loading}
            disabled={disabled}
            getOptionLabel={(area) => area.name}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            onChange={(_event, area) => {
              field.onChange(area?.code ?? '');
              onPicked?.(area?.code ?? '');
            }}
            onBlur={field.onBlur}
            noOptionsText={t('No matches')}
            loadingText={t('Loading…')}
            openText={t('Show options')}
            closeText={t('Hide options')}
            clearText={t('Clear')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
        );
      }}
    />
  );
}
