import { itemImageUrl } from '@procura/domain/procurement/items/procurement-item.views';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import type { procurementItems } from '../../../db/schema/procurement';
import type { ImageRow } from './procurement-item.images';

export type ItemRow = typeof procurementItems.$inferSelect;

/** The wire shape of an item (docs/rules/procurement.md#fields); its images in slot order, served by id. */
export function presentItem(row: ItemRow, images: readonly ImageRow[]): ProcurementItemView {
  return {
    _id: row.id,
    procurementId: row.procurementId,
    itemCode: row.itemCode,
    itemName: row.itemName,
    prNumber: row.prNumber,
    prLine: row.prLine,
    quantity: row.quantity,
    minCapableQty: row.minCapableQty,
    uom: row.uom,
    pricePerUnit: row.pricePerUnit,
    subTotal: row.subTotal,
    specification: row.specification,
    images: images
      .filter((image) => image.procurementItemId === row.id)
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .map((image) => ({ _id: image.id, url: itemImageUrl(image.id), orderNumber: image.orderNumber })),
  };
}
