import Box from '@mui/material/Box';
import { PHONE_MSG } from '@procura/domain/common/phone/phone.messages';
import { PHONE_PREFIX, typedPhoneNumber } from '@procura/domain/common/phone/phone.rules';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

// The server accepts +62 only (domain phonePrefixField), so that is the only choice offered.
const PREFIX_OPTIONS = [{ value: PHONE_PREFIX, label: PHONE_PREFIX }];

interface PhoneFieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  /** The form's prefix field ('+62'). */
  prefixName: Path<T>;
  /** The form's number field: what follows the prefix. */
  numberName: Path<T>;
}

/**
 * Every phone of the product (onboarding, vendor dialog, free-trial request): a prefix selector and
 * the number, which keeps digits only and drops a leading 0 as it is typed or pasted (the domain's
 * phoneNumberField checks the same on the server).
 */
export function PhoneField<T extends FieldValues, O extends FieldValues = T>({ control, prefixName, numberName }: PhoneFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '104px 1fr', gap: 1.5, alignItems: 'start' }}>
      <FormSelectField control={control} name={prefixName} label={t('Prefix')} options={PREFIX_OPTIONS} />
      <FormTextField
        control={control}
        name={numberName}
        label={t('Phone')}
        type="tel"
        autoComplete="tel-national"
        helperText={t(PHONE_MSG.hint)}
        transform={typedPhoneNumber}
      />
    </Box>
  );
}
