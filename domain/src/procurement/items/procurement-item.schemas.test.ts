import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../../common/errors';
import { deleteItemsSchema, itemSchema, itemSpreadsheetQuerySchema, listItemsQuerySchema, updateItemSchema } from './procurement-item.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const PROCUREMENT_ID = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function item(overrides: Record<string, unknown> = {}) {
  return {
    procurementId: PROCUREMENT_ID,
    itemCode: 'LPT-14',
    itemName: 'Laptop 14 inci',
    prNumber: 'PR-2026-0012',
    prLine: '10',
    quantity: '25',
    minCapableQty: '10',
    uom: 'Unit',
    pricePerUnit: '12,500,000.50',
    subTotal: '312,500,012.50',
    specification: '<p>Core i5, RAM 16 GB, SSD 512 GB</p>',
    images: [{ imageBase64: PNG, orderNumber: 1 }],
    ...overrides,
  };
}

describe('item form', () => {
  it('accepts a complete item and hands amounts on as decimal strings', () => {
    expect(itemSchema.parse(item())).toMatchObject({
      quantity: '25.00',
      minCapableQty: '10.00',
      pricePerUnit: '12500000.50',
      subTotal: '312500012.50',
      prLine: '10',
    });
  });

  it('accepts numbers from a form and no images', () => {
    const parsed = itemSchema.parse(item({ quantity: 2.5, minCapableQty: 1, pricePerUnit: 1000.1, subTotal: 2500.25, prLine: 20, images: undefined }));
    expect(parsed).toMatchObject({ quantity: '2.50', subTotal: '2500.25', prLine: '20', images: [] });
  });

  it('says "Please fulfilled the given input" beside every missing field', () => {
    const errors = errorsOf(itemSchema, { procurementId: PROCUREMENT_ID, specification: '<p></p>' });
    expect(errors.map((e) => e.param)).toEqual([
      'itemCode',
      'itemName',
      'prNumber',
      'prLine',
      'quantity',
      'minCapableQty',
      'uom',
      'pricePerUnit',
      'subTotal',
      'specification',
    ]);
    expect(new Set(errors.map((e) => e.msg))).toEqual(new Set(['Please fulfilled the given input']));
  });

  it('refuses a minimal capable qty above the needed qty', () => {
    expect(errorsOf(itemSchema, item({ minCapableQty: '25.01' }))).toEqual([
      { param: 'minCapableQty', msg: 'Minimal capable qty must be equal or lower than needed qty' },
    ]);
    expect(errorsOf(itemSchema, item({ minCapableQty: '25' }))).toEqual([]);
  });

  it('refuses a negative, zero or 3-decimal quantity', () => {
    for (const quantity of ['-1', '0', '1.005', 'ten']) {
      expect(errorsOf(itemSchema, item({ quantity, minCapableQty: '0.5' }))).toContainEqual({
        param: 'quantity',
        msg: 'Needed qty must be a number above 0 with at most 2 decimals',
      });
    }
  });

  it('accepts letters and spaces only in the UOM', () => {
    expect(errorsOf(itemSchema, item({ uom: 'Kotak Besar' }))).toEqual([]);
    expect(errorsOf(itemSchema, item({ uom: 'm2' }))).toEqual([{ param: 'uom', msg: 'UOM may contain only letters and spaces' }]);
  });

  it('keeps the price per unit to 15 integer digits, 2 decimals and no negatives', () => {
    const message = 'Price per unit must be an amount of at most 15 digits and 2 decimals, not negative';
    for (const pricePerUnit of ['-5', '1.999', '1,000,000,000,000,000', '1,5']) {
      expect(errorsOf(itemSchema, item({ pricePerUnit }))).toEqual([{ param: 'pricePerUnit', msg: message }]);
    }
  });

  it('refuses a subtotal that is not quantity times price per unit', () => {
    expect(errorsOf(itemSchema, item({ subTotal: '312500012.49' }))).toEqual([
      { param: 'subTotal', msg: 'Subtotal must equal needed qty times price per unit' },
    ]);
  });

  it('computes the subtotal with decimals, not floats, rounding to cents', () => {
    // 0.1 x 0.3 is 0.030000000000000002 in floats.
    expect(errorsOf(itemSchema, item({ quantity: '0.1', minCapableQty: '0.1', pricePerUnit: '0.3', subTotal: '0.03' }))).toEqual([]);
    expect(errorsOf(itemSchema, item({ quantity: '1.5', minCapableQty: '1', pricePerUnit: '0.33', subTotal: '0.50' }))).toEqual([]);
  });

  it('refuses a subtotal beyond 15 integer digits', () => {
    expect(
      errorsOf(itemSchema, item({ quantity: '1000', minCapableQty: '1', pricePerUnit: '999999999999999', subTotal: '999999999999999' })),
    ).toEqual([{ param: 'subTotal', msg: 'Subtotal may have at most 15 digits before the decimal point' }]);
  });

  it('keeps the specification within 20,000 characters', () => {
    expect(errorsOf(itemSchema, item({ specification: `<p>${'a'.repeat(20_000)}</p>` }))).toEqual([
      { param: 'specification', msg: 'Specification must be at most 20,000 characters' },
    ]);
  });

  it('takes up to 5 images, each a jpeg or png upload or a stored url, one per slot', () => {
    const five = [1, 2, 3, 4, 5].map((orderNumber) => ({ url: `/files/${orderNumber}`, orderNumber }));
    expect(errorsOf(itemSchema, item({ images: five }))).toEqual([]);
    expect(errorsOf(itemSchema, item({ images: [...five, { url: '/files/6', orderNumber: 5 }] }))).toEqual([
      { param: 'images', msg: 'An item has at most 5 images' },
    ]);
    expect(errorsOf(itemSchema, item({ images: [{ orderNumber: 1 }] }))).toEqual([
      { param: 'images.0.imageBase64', msg: 'Each image needs an uploaded file or its url' },
    ]);
    expect(errorsOf(itemSchema, item({ images: [{ imageBase64: 'R0lGODlhAQABAAAAACw=', orderNumber: 1 }] }))).toEqual([
      { param: 'images.0.imageBase64', msg: 'Images must be jpeg, jpg or png' },
    ]);
    expect(errorsOf(itemSchema, item({ images: [{ url: '/files/1', orderNumber: 6 }] }))).toEqual([
      { param: 'images.0.orderNumber', msg: 'Image order must be a whole number from 1 to 5' },
    ]);
    expect(errorsOf(itemSchema, item({ images: [{ url: '/a', orderNumber: 2 }, { url: '/b', orderNumber: 2 }] }))).toEqual([
      { param: 'images', msg: 'Two images cannot take the same slot' },
    ]);
  });

  it('refuses an image above 2 MB', () => {
    const large = `${PNG}${'A'.repeat(3 * 1024 * 1024)}`;
    expect(errorsOf(itemSchema, item({ images: [{ imageBase64: large, orderNumber: 1 }] }))).toEqual([
      { param: 'images.0.imageBase64', msg: 'An image must be at most 2 MB' },
    ]);
  });

  it('takes the images to delete on update only', () => {
    const deletedImageIds = ['0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10'];
    expect(updateItemSchema.parse(item({ deletedImageIds })).deletedImageIds).toEqual(deletedImageIds);
    expect(updateItemSchema.parse(item()).deletedImageIds).toEqual([]);
    expect(errorsOf(itemSchema, item({ deletedImageIds }))).toEqual([{ param: 'deletedImageIds', msg: 'Unknown field' }]);
  });
});

describe('item list and delete', () => {
  it('pages 5 items by default', () => {
    expect(listItemsQuerySchema.parse({ procurementId: PROCUREMENT_ID })).toEqual({ procurementId: PROCUREMENT_ID, page: 1, limit: 5 });
    expect(listItemsQuerySchema.parse({ procurementId: PROCUREMENT_ID, limit: '999999' }).limit).toBe(-1);
  });

  it('sorts by the table columns, ascending unless told otherwise', () => {
    expect(listItemsQuerySchema.parse({ procurementId: PROCUREMENT_ID, sort: 'subTotal', order: 'DESC' })).toMatchObject({ sort: 'subTotal', order: 'desc' });
    expect(listItemsQuerySchema.parse({ procurementId: PROCUREMENT_ID, sort: 'itemName' }).order).toBeUndefined();
    expect(errorsOf(listItemsQuerySchema, { procurementId: PROCUREMENT_ID, sort: 'specification', order: 'sideways' })).toEqual([
      { param: 'sort', msg: 'Sort must be itemCode, itemName, prNumber, quantity, pricePerUnit or subTotal' },
      { param: 'order', msg: 'Order must be asc or desc' },
    ]);
  });

  it('needs the procurement of a spreadsheet call', () => {
    expect(errorsOf(itemSpreadsheetQuerySchema, {})).toEqual([{ param: 'procurementId', msg: 'Procurement id is required' }]);
    expect(errorsOf(itemSpreadsheetQuerySchema, { procurementId: PROCUREMENT_ID })).toEqual([]);
  });

  it('says "No Items Selected!" when deleting nothing', () => {
    expect(errorsOf(deleteItemsSchema, { procurementId: PROCUREMENT_ID, procurementItemIds: [] })).toEqual([
      { param: 'procurementItemIds', msg: 'No Items Selected!' },
    ]);
  });
});
