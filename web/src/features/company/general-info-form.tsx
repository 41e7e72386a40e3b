import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { joinPhone, PHONE_PREFIX, splitPhone } from '@procura/domain/common/phone/phone.rules';
import { phoneNumberField } from '@procura/domain/common/phone/phone.schemas';
import { deriveCompanyCode } from '@procura/domain/company/company.rules';
import { generalInfoSchema, type CompanyView } from '@procura/domain/company/company.schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activeValues, useMasters } from '../../api/masters-query';
import { isApiError } from '../../api/api-error';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { PhoneField } from '../../components/form/phone-field';
import { currentLanguage } from '../../i18n/i18n';
import { saveGeneralInfo } from './company.api';

// The form edits the phone number without its prefix; it is sent as prefix plus number.
const formSchema = generalInfoSchema.omit({ companyPhone: true, companyCode: true }).extend({ phoneNumber: phoneNumberField });

interface GeneralInfoValues {
  companyType: string;
  companyName: string;
  companyPicName: string;
  companyEmail: string;
  companyPhonePrefix: string;
  phoneNumber: string;
}

const FIELDS = ['companyType', 'companyName', 'companyPicName', 'companyEmail', 'companyPhonePrefix', 'phoneNumber'] as const;
const resolver = zodResolver(formSchema) as unknown as Resolver<GeneralInfoValues>;
const toLowerCase = (value: string) => value.toLowerCase();

/** Card 1: company type, name, derived code, PIC, e-mail and phone. */
export function GeneralInfoForm({ company, onSaved }: { company: CompanyView | null; onSaved: (company: CompanyView) => void }) {
  const { t } = useTranslation();
  const masters = useMasters();
  const language = currentLanguage();
  const { control, handleSubmit, setError, watch, formState } = useForm<GeneralInfoValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      companyType: company?.companyType ?? '',
      companyName: company?.companyName ?? '',
      companyPicName: company?.companyPicName ?? '',
      companyEmail: company?.companyEmail ?? '',
      companyPhonePrefix: company?.companyPhonePrefix ?? PHONE_PREFIX,
      phoneNumber: company ? splitPhone(company.companyPhone, company.companyPhonePrefix) : '',
    },
  });
  const name = watch('companyName');
  // The saved code may carry a number that keeps it unique; until saved, show the initials.
  const code = company && deriveCompanyCode(company.companyName) === deriveCompanyCode(name) ? company.companyCode : deriveCompanyCode(name);

  const typeOptions = activeValues(masters.data?.companyTypes).map((item) => ({ value: item.code, label: item.label[language] }));

  const onSubmit = handleSubmit(async ({ phoneNumber, ...values }) => {
    try {
      onSaved(await saveGeneralInfo({ ...values, companyCode: code, companyPhone: joinPhone(values.companyPhonePrefix, phoneNumber) }));
    } catch (error) {
      // The server names the joined phone companyPhone; the form edits it as phoneNumber.
      if (isApiError(error)) error.errors.forEach((e) => e.param === 'companyPhone' && (e.param = 'phoneNumber'));
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="companyType" label={t('Company Type')} options={typeOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="companyName" label={t('Company Name')} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField fullWidth label={t('Company Code')} value={code} disabled helperText={t('Taken from the company name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="companyPicName" label={t('PIC Name')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="companyEmail" label={t('Company Email')} type="email" autoComplete="email" transform={toLowerCase} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneField control={control} prefixName="companyPhonePrefix" numberName="phoneNumber" />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('Continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
