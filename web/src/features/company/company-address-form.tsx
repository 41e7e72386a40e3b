import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { companyAddressSchema, type CompanyView } from '@procura/domain/company/company.schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormTextField } from '../../components/form/form-text-field';
import { AreaAutocomplete } from './area-autocomplete';
import { saveCompanyAddress, useCities, useDistricts, useProvinces } from './company.api';

interface AddressValues {
  countryCode: 'ID';
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  zipCode: string;
  addressDetail: string;
}

const FIELDS = ['provinceCode', 'cityCode', 'districtCode', 'zipCode', 'addressDetail'] as const;
const resolver = zodResolver(companyAddressSchema) as unknown as Resolver<AddressValues>;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** Card 2: Indonesia, then province -> city -> district, zip code and the street address. */
export function CompanyAddressForm({ company, onSaved }: { company: CompanyView; onSaved: (company: CompanyView) => void }) {
  const { t } = useTranslation();
  const address = company.address;
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<AddressValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      countryCode: 'ID',
      provinceCode: address?.provinceCode ?? '',
      cityCode: address?.cityCode ?? '',
      districtCode: address?.districtCode ?? '',
      zipCode: address?.zipCode ?? '',
      addressDetail: address?.addressDetail ?? '',
    },
  });
  const provinceCode = watch('provinceCode');
  const cityCode = watch('cityCode');
  const provinces = useProvinces();
  const cities = useCities(provinceCode);
  const districts = useDistricts(cityCode);

  // docs/rules/companies.md#address: a new province clears city and district; a new city sets the zip code from
  // the city and clears the district.
  const onProvincePicked = () => {
    setValue('cityCode', '');
    setValue('districtCode', '');
  };
  const onCityPicked = (code: string) => {
    setValue('zipCode', cities.data?.find((city) => city.code === code)?.postalCode ?? '');
    setValue('districtCode', '');
  };

  const onSubmit = handleSubmit(async (values) => {
    const name = (list: { code: string; name: string }[] | undefined, code: string) => list?.find((a) => a.code === code)?.name;
    try {
      onSaved(
        await saveCompanyAddress({
          ...values,
          countryName: 'Indonesia',
          provinceName: name(provinces.data, values.provinceCode),
          cityName: name(cities.data, values.cityCode),
          districtName: name(districts.data, values.districtCode),
        }),
      );
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={t('Country')} value="Indonesia" disabled />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaAutocomplete control={control} name="provinceCode" label={t('Province')} options={provinces.data} loading={provinces.isPending} onPicked={onProvincePicked} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaAutocomplete
            control={control}
            name="cityCode"
            label={t('City')}
            options={cities.data}
            loading={cities.isFetching}
            disabled={!provinceCode}
            onPicked={onCityPicked}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaAutocomplete control={control} name="districtCode" label={t('District')} options={districts.data} loading={districts.isFetching} disabled={!cityCode} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="zipCode" label={t('Zip Code')} autoComplete="postal-code" transform={digitsOnly} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="addressDetail" label={t('Address Detail')} autoComplete="street-address" helperText={t('Street, building, number')} />
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
