import { z } from 'zod';
import { emailField, requiredText, safeString } from '../common/text.schemas';
import { companyTypes } from '../master-data/master-data.enums';
import { joinedPhoneField, phonePrefixField } from '../common/phone/phone.schemas';

/** POST /api/secured/company: general info. The company code is derived on the server (decisions.md). */
export const generalInfoSchema = z
  .strictObject({
    companyType: z.enum(companyTypes.codes, { error: 'Company type must be PT or CV' }),
    companyName: requiredText('Company name', 150),
    companyCode: safeString({ error: 'Company code must be text' }).max(20, 'Company code must be at most 20 characters').optional(),
    companyPicName: requiredText('PIC name', 100),
    companyEmail: emailField('Please input a valid email address', 'Company email is required'),
    companyPhonePrefix: phonePrefixField,
    // Sent as prefix plus number (docs/rules/companies.md#phone): '62' followed by the number without its 0.
    companyPhone: joinedPhoneField,
  });
export type GeneralInfoInput = z.input<typeof generalInfoSchema>;

const code = (label: string) => requiredText(label, 20);

/** POST /api/secured/company-address. Names are taken from the reference data by code on the server. */
export const companyAddressSchema = z.strictObject({
  countryCode: z.literal('ID', { error: 'Country must be Indonesia' }),
  countryName: safeString({ error: 'Country name must be text' }).max(50, 'Country must be Indonesia').optional(),
  provinceCode: code('Province'),
  provinceName: safeString({ error: 'Province name must be text' }).max(100, 'Province name must be at most 100 characters').optional(),
  cityCode: code('City'),
  cityName: safeString({ error: 'City name must be text' }).max(100, 'City name must be at most 100 characters').optional(),
  districtCode: code('District'),
  districtName: safeString({ error: 'District name must be text' }).max(100, 'District name must be at most 100 characters').optional(),
  zipCode: safeString({ error: (i) => (i.input === undefined ? 'Zip code is required' : 'Zip code must be 5 digits') })
    .trim()
    .regex(/^\d{5}$/, 'Zip code must be 5 digits'),
  addressDetail: requiredText('Address detail', 500, { multiline: true }),
});
export type CompanyAddressInput = z.input<typeof companyAddressSchema>;

/** NPWP: 15 digits (old form, often written 01.234.567.8-901.000) or 16 digits (new form). */
export const npwpField = safeString({ error: (i) => (i.input === undefined ? 'Tax number (NPWP) is required' : 'Tax number (NPWP) must be text') })
  .trim()
  .min(1, 'Tax number (NPWP) is required')
  .max(30, 'Tax number (NPWP) must have 15 or 16 digits')
  .regex(/^[\d.\- ]+$/, 'Tax number (NPWP) must have 15 or 16 digits')
  .refine((v) => [15, 16].includes(v.replace(/\D/g, '').length), 'Tax number (NPWP) must have 15 or 16 digits');

/** NIK, the Indonesian ID number: 16 digits. */
export const idNumberField = safeString({ error: (i) => (i.input === undefined ? 'ID number is required' : 'ID number must be text') })
  .trim()
  .min(1, 'ID number is required')
  .regex(/^\d{16}$/, 'ID number must have 16 digits');

/** The text fields of POST /api/secured/company/legal-info (a multipart form with one file per slot). */
export const legalInfoFieldsSchema = z.strictObject({ npwp: npwpField, idNumber: idNumberField });

/** POST /api/secured/company/update/{companyId}: the spec sends the company plus isOnboarding true. */
export const finishOnboardingSchema = z.looseObject({
  isOnboarding: z.literal(true, { error: 'isOnboarding must be true' }),
});

export interface StoredFileView {
  _id: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

/** The company as the onboarding page reads it (docs/rules/companies.md#company-fields). */
export interface CompanyView {
  _id: string;
  companyType: string;
  companyCode: string;
  companyName: string;
  companyPicName: string;
  companyEmail: string;
  companyPhone: string;
  companyPhonePrefix: string;
  isOnboarding: boolean;
  address: {
    countryCode: string;
    countryName: string;
    provinceCode: string;
    provinceName: string;
    cityCode: string;
    cityName: string;
    districtCode: string;
    districtName: string;
    zipCode: string;
    addressDetail: string;
  } | null;
  legalInfo: {
    npwp: string | null;
    idNumber: string | null;
    npwpAttachments: StoredFileView[];
    idNumberAttachments: StoredFileView[];
  };
  steps: { general: boolean; address: boolean; legal: boolean };
}

/** Address look-ups (docs/rules/companies.md#address). postalCode is null: the reference data has none per city. */
export interface ProvinceView {
  name: string;
  code: string;
}
export interface CityView {
  name: string;
  cityId: string;
  code: string;
  postalCode: string | null;
}
export interface DistrictView {
  name: string;
  code: string;
}
