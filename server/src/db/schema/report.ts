import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './company';

/**
 * The auction report's settings per company (docs/rules/reports-dashboard-help.md#auction-reports): the Organizing
 * Committee (pelaksana) and Allocation (peruntukan) the report dialog is prefilled with.
 */
export const reportAuctionSettings = pgTable('report_auction_settings', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  organizingCommittee: text('organizing_committee').notNull(),
  allocation: text('allocation').notNull(),
  /** The committee printed with signature blocks on both auction reports (Berita Acara); none: no block. */
  committeeMembers: jsonb('committee_members').$type<CommitteeMember[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
