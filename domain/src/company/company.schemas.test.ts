import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../common/errors';
import { companyAddressSchema, generalInfoSchema, legalInfoFieldsSchema } from './company.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const general = {
  companyType: 'PT',
  companyName: 'PT Maju Jaya Abadi',
  companyCode: 'MJA',
  companyPicName: 'Budi Santoso',
  companyEmail: 'Procurement@MajuJaya.co.id',
  companyPhonePrefix: '+62',
  companyPhone: '62812345678',
};

describe('general info', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = generalInfoSchema.parse(general);
    expect(parsed.companyEmail).toBe('procurement@majujaya.co.id');
    expect(parsed.companyPhone).toBe('62812345678');
  });

  it('refuses a phone with letters and drops the leading 0 of its number', () => {
    expect(errorsOf(generalInfoSchema, { ...general, companyPhone: '62812abc678' })).toEqual([
      { param: 'companyPhone', msg: 'Phone number may contain only digits' },
    ]);
    expect(generalInfoSchema.parse({ ...general, companyPhone: '620812345678' }).companyPhone).toBe('62812345678');
  });

  it('refuses an unknown company type and a 1 MB name', () => {
    const errors = errorsOf(generalInfoSchema, { ...general, companyType: 'LLC', companyName: 'x'.repeat(1_000_000) });
    expect(errors).toContainEqual({ param: 'companyType', msg: 'Company type must be PT or CV' });
    expect(errors).toContainEqual({ param: 'companyName', msg: 'Company name must be at most 150 characters' });
  });
});

describe('company address', () => {
  const address = {
    countryCode: 'ID',
    countryName: 'Indonesia',
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    zipCode: '10110',
    addressDetail: 'Jl. Medan Merdeka Barat No. 1',
  };

  it('accepts Indonesia only and a 5-digit zip code', () => {
    expect(errorsOf(companyAddressSchema, address)).toEqual([]);
    expect(errorsOf(companyAddressSchema, { ...address, countryCode: 'SG', zipCode: '1011' })).toEqual([
      { param: 'countryCode', msg: 'Country must be Indonesia' },
      { param: 'zipCode', msg: 'Zip code must be 5 digits' },
    ]);
  });
});

describe('legal info', () => {
  it('accepts a formatted 15-digit NPWP and a 16-digit ID number', () => {
    expect(errorsOf(legalInfoFieldsSchema, { npwp: '01.234.567.8-901.000', idNumber: '3171012345678901' })).toEqual([]);
  });

  it('explains what a wrong NPWP or ID number lacks', () => {
    expect(errorsOf(legalInfoFieldsSchema, { npwp: '12345', idNumber: '31710A' })).toEqual([
      { param: 'npwp', msg: 'Tax number (NPWP) must have 15 or 16 digits' },
      { param: 'idNumber', msg: 'ID number must have 16 digits' },
    ]);
  });
});
