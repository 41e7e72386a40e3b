import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '@procura/domain/common/errors';
import { ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import type { ItemData } from '@procura/domain/procurement/items/procurement-item.schemas';
import { imageIdFromUrl } from '@procura/domain/procurement/items/procurement-item.views';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { Executor } from '../../../db/client';
import { storedFiles } from '../../../db/schema/files';
import { procurementItemImages } from '../../../db/schema/procurement';
import { saveFile } from '../../../platform/files/stored-files';
import type { CheckedUpload } from './procurement-item.uploads';

export type ImageRow = typeof procurementItemImages.$inferSelect;

export const ITEM_IMAGE_PURPOSE = 'itemImage';

/** The images of some items, in slot order. */
export async function imagesOfItems(db: Executor, itemIds: readonly string[]): Promise<ImageRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(procurementItemImages)
    .where(inArray(procurementItemImages.procurementItemId, [...itemIds]))
    .orderBy(asc(procurementItemImages.orderNumber));
}

/** What saving the item dialog does to the stored images. */
export interface ImagePlan {
  removed: ImageRow[];
  /** Stored images that the dialog put into another slot. */
  moves: Array<{ id: string; to: number }>;
}

/**
 * Works out the item's slots after a save: stored images stay where they are unless deleted
 * (deletedImageIds) or named by their url at another orderNumber; new uploads take their
 * orderNumber. Two images in one slot, or a url or id that is not one of this item's stored
 * images, are field errors. Five slots and distinct slots bound the total at five.
 */
export function planImages(existing: readonly ImageRow[], images: ItemData['images'], deletedImageIds: readonly string[]) {
  const errors: FieldError[] = [];
  const byId = new Map(existing.map((image) => [image.id, image]));
  const deleted = new Set<string>();
  deletedImageIds.forEach((id, index) => {
    if (byId.has(id)) deleted.add(id);
    else errors.push({ param: `deletedImageIds.${index}`, msg: ITEM_MSG.imageNotFound });
  });

  const slotOf = new Map(existing.filter((image) => !deleted.has(image.id)).map((image) => [image.id, image.orderNumber]));
  const uploadSlots: number[] = [];
  images.forEach((image, index) => {
    if (image.imageBase64) {
      uploadSlots.push(image.orderNumber);
      return;
    }
    const id = imageIdFromUrl(image.url ?? '');
    if (id && slotOf.has(id)) slotOf.set(id, image.orderNumber);
    else errors.push({ param: `images.${index}.url`, msg: ITEM_MSG.imageNotFound });
  });

  const slots = [...slotOf.values(), ...uploadSlots];
  if (new Set(slots).size !== slots.length) errors.push({ param: 'images', msg: PROCUREMENT_MSG.imageOrderTaken });

  const plan: ImagePlan = {
    removed: existing.filter((image) => deleted.has(image.id)),
    moves: existing
      .filter((image) => slotOf.has(image.id) && slotOf.get(image.id) !== image.orderNumber)
      .map((image) => ({ id: image.id, to: slotOf.get(image.id)! })),
  };
  return { plan, errors };
}

/**
 * Removes stored files of a company by id. Item images point at their file with ON DELETE
 * CASCADE, so removing the file removes the image row too.
 */
export async function removeStoredFiles(tx: Executor, companyId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.delete(storedFiles).where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, [...fileIds])));
}

/** Applies a plan inside the save's transaction: removals, slot moves, then the new uploads. */
export async function applyImagePlan(tx: Executor, companyId: string, itemId: string, plan: ImagePlan, uploads: readonly CheckedUpload[]): Promise<void> {
  await removeStoredFiles(tx, companyId, plan.removed.map((image) => image.fileId));
  // Slots are unique per item and the check is not deferred, so a swap passes through negative
  // slots first: no two moved images ever hold the same number mid-way.
  for (const move of plan.moves) {
    await tx.update(procurementItemImages).set({ orderNumber: -move.to }).where(eq(procurementItemImages.id, move.id));
  }
  for (const move of plan.moves) {
    await tx.update(procurementItemImages).set({ orderNumber: move.to }).where(eq(procurementItemImages.id, move.id));
  }
  for (const upload of uploads) {
    const file = await saveFile(tx, {
      companyId,
      purpose: ITEM_IMAGE_PURPOSE,
      originalName: `item-image-${upload.orderNumber}.${upload.ext}`,
      mimeType: upload.mime,
      content: upload.content,
    });
    await tx.insert(procurementItemImages).values({ procurementItemId: itemId, fileId: file.id, orderNumber: upload.orderNumber });
  }
}
