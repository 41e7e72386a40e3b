import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

const toLowerCase = (value: string) => value.toLowerCase();

/** The e-mail field of every form: labelled 'Email', forced to lower case as typed (docs/rules/accounts-and-sign-in.md#validation). */
export function EmailField<T extends FieldValues, O extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, O>, 'label' | 'type' | 'transform'>,
) {
  const { t } = useTranslation();
  return <FormTextField {...props} label={t('Email')} type="email" autoComplete={props.autoComplete ?? 'email'} transform={toLowerCase} />;
}
