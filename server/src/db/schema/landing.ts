import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Free-trial requests from the public landing page; each is also e-mailed to sales. */
export const trialRequests = pgTable('trial_requests', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  phone: text('phone').notNull(),
  companyName: text('company_name').notNull(),
  createdAt: createdAt(),
});
