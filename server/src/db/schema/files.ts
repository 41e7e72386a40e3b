import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { companies } from './company';

/**
 * Uploaded files. The bytes live in the database so that every node can serve them (no node-local
 * disk); `purpose` names the slot (npwpAttachments, idNumberAttachments, item images …).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_company_purpose_idx').on(t.companyId, t.purpose)],
);
