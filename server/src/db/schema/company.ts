import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** A buyer organisation; every tenant row hangs off it. Address and legal info come with onboarding. */
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
