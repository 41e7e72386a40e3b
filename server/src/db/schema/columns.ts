import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: NUMERIC(20,2) read as a decimal string, never a JavaScript float. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
/** Minutes with 2 decimals (durations, extensions). */
export const minutes = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Raw bytes (uploaded files), shared by every node through the database. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
