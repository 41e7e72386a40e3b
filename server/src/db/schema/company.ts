import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * A buyer organisation; every tenant row hangs off it. Onboarding fills it in three steps: general
 * info (the row itself), address (province…address_detail), legal info (npwp, id_number and one
 * attachment each in stored_files). is_onboarding true means onboarding is finished (spec's name).
 */
export const companies = pgTable('companies', {
  id: id(),
  companyType: text('company_type').notNull(),
  companyCode: text('company_code').notNull().unique(),
  companyName: text('company_name').notNull(),
  companyPicName: text('company_pic_name').notNull(),
  companyEmail: text('company_email').notNull(),
  companyPhonePrefix: text('company_phone_prefix').notNull(),
  companyPhone: text('company_phone').notNull(),
  isOnboarding: boolean('is_onboarding').notNull().default(false),
  countryCode: text('country_code'),
  countryName: text('country_name'),
  provinceCode: text('province_code'),
  provinceName: text('province_name'),
  cityCode: text('city_code'),
  cityName: text('city_name'),
  districtCode: text('district_code'),
  districtName: text('district_name'),
  zipCode: text('zip_code'),
  addressDetail: text('address_detail'),
  npwp: text('npwp'),
  idNumber: text('id_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
