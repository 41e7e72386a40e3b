import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';

/** Offers of the legacy demo bid room (docs/rules/shell-and-landing.md#demo-room). */
export const demoRoomOffers = pgTable(
  'demo_room_offers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    price: money('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_room_offers_created_idx').on(t.createdAt)],
);
