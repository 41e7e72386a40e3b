import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema/files';

export interface NewFile {
  companyId: string;
  purpose: string;
  originalName: string;
  mimeType: string;
  content: Buffer;
}

export type FileMeta = Omit<typeof storedFiles.$inferSelect, 'content'>;

const META = {
  id: storedFiles.id,
  companyId: storedFiles.companyId,
  purpose: storedFiles.purpose,
  originalName: storedFiles.originalName,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

/**
 * Uploaded files, kept in the database so every node serves them (a node-local folder would not
 * be there on the next node); this module is the one place that knows, so another store can
 * replace it.
 */
export async function saveFile(tx: Executor, file: NewFile): Promise<FileMeta> {
  const [saved] = await tx
    .insert(storedFiles)
    .values({ ...file, originalName: file.originalName.slice(0, 255), sizeBytes: file.content.length })
    .returning(META);
  return saved!;
}

/** Removes a company's files of one purpose (a slot replaced by a new upload). */
export async function removeFiles(tx: Executor, companyId: string, purpose: string): Promise<void> {
  await tx.delete(storedFiles).where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, purpose)));
}

export async function listFiles(db: Executor, companyId: string, purposes: readonly string[]): Promise<FileMeta[]> {
  return db
    .select(META)
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.purpose, [...purposes])))
    .orderBy(storedFiles.createdAt);
}

export async function readFile(db: Executor, fileId: string): Promise<(FileMeta & { content: Buffer }) | undefined> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return file;
}
