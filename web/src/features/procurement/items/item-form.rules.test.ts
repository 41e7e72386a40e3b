import { itemSchema, updateItemSchema } from '@procura/domain/procurement/items/procurement-item.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { describe, expect, it } from 'vitest';
import { derivedFieldError, emptyItemForm, imageFileProblem, itemFormOf, itemPayloadOf, removeImage, subTotalOf, updateItemPayloadOf, type ItemForm } from './item-form.rules';

const PROCUREMENT_ID = '0b6f3c1e-2d4a-4c8e-9f10-1a2b3c4d5e6f';
const IMAGE_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
// The smallest PNG header the content check accepts.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function filled(overrides: Partial<ItemForm> = {}): ItemForm {
  return {
    ...emptyItemForm(),
    itemCode: 'CH-01',
    itemName: 'Office chair',
    prNumber: 'PR-2026-001',
    prLine: '10',
    quantity: '1,000.5',
    minCapableQty: '500',
    uom: 'Unit',
    pricePerUnit: '1,234,567.89',
    specification: '<p>Ergonomic</p>',
    ...overrides,
  };
}

describe('item form', () => {
  it('shows no required under the read-only subtotal or locked min capable qty while the qty or price it comes from says it', () => {
    const missing = PROCUREMENT_MSG.fulfillGivenInput;
    expect(derivedFieldError(missing, [missing, undefined])).toBeUndefined();
    expect(derivedFieldError(missing, [undefined, missing])).toBeUndefined();
  });

  it('shows a read-only field its own error once its sources are fine (a subtotal too large)', () => {
    expect(derivedFieldError('Subtotal is too large', [undefined, undefined])).toBe('Subtotal is too large');
    expect(derivedFieldError(undefined, [undefined])).toBeUndefined();
  });

  it('computes the subtotal exactly, cents rounded half up', () => {
    expect(subTotalOf('1,000.5', '1,234,567.89')).toBe('1235185173.95');
    expect(subTotalOf('3', '0.10')).toBe('0.30');
    expect(subTotalOf('', '10')).toBe('');
  });

  it('sends a body the create schema accepts, with the computed subtotal', () => {
    const body = itemPayloadOf(filled(), { procurementId: PROCUREMENT_ID, winnerType: 'MULTI_WINNER' });
    const parsed = itemSchema.parse(body);
    expect(parsed.subTotal).toBe('1235185173.95');
    expect(parsed.minCapableQty).toBe('500.00');
  });

  it('locks the minimal capable qty to the needed qty for a single winner', () => {
    const body = itemPayloadOf(filled(), { procurementId: PROCUREMENT_ID, winnerType: 'SINGLE_WINNER' });
    expect(body.minCapableQty).toBe('1,000.5');
  });

  it('refuses a minimal capable qty above the needed qty', () => {
    const body = itemPayloadOf(filled({ minCapableQty: '2,000' }), { procurementId: PROCUREMENT_ID, winnerType: 'MULTI_WINNER' });
    const issues = itemSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain(PROCUREMENT_MSG.minCapableQtyAboveNeeded);
  });

  it('says "Please fulfilled the given input" for an empty form', () => {
    const body = itemPayloadOf(emptyItemForm(), { procurementId: PROCUREMENT_ID, winnerType: 'MULTI_WINNER' });
    const issues = itemSchema.safeParse(body).error?.issues ?? [];
    expect(issues.find((issue) => issue.path[0] === 'itemName')?.message).toBe(PROCUREMENT_MSG.fulfillGivenInput);
  });

  it('keeps images in their slots and remembers removed stored images for the update', () => {
    const item: ProcurementItemView = {
      _id: IMAGE_ID,
      procurementId: PROCUREMENT_ID,
      itemCode: 'CH-01',
      itemName: 'Office chair',
      prNumber: 'PR-1',
      prLine: '1',
      quantity: '10.00',
      minCapableQty: '10.00',
      uom: 'Unit',
      pricePerUnit: '100.00',
      subTotal: '1000.00',
      specification: '<p>x</p>',
      images: [{ _id: IMAGE_ID, url: `/api/secured/procurement-item/images/${IMAGE_ID}`, orderNumber: 2 }],
    };
    const form = itemFormOf(item);
    expect(form.images[1]).toEqual({ kind: 'stored', id: IMAGE_ID, url: item.images[0]!.url });
    const removed = removeImage(form, 1);
    const withNew = { ...form, ...removed, images: removed.images.map((slot, i) => (i === 0 ? { kind: 'new' as const, dataUrl: PNG, name: 'a.png' } : slot)) };
    const body = updateItemPayloadOf(withNew, { procurementId: PROCUREMENT_ID, winnerType: 'SINGLE_WINNER' });
    expect(body.images).toEqual([{ imageBase64: PNG, orderNumber: 1 }]);
    expect(body.deletedImageIds).toEqual([IMAGE_ID]);
    expect(updateItemSchema.safeParse(body).success).toBe(true);
  });

  it('checks picked images for type and size before reading them', () => {
    expect(imageFileProblem({ name: 'a.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBe(PROCUREMENT_MSG.imageType);
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe(PROCUREMENT_MSG.imageTooLarge);
  });
});
