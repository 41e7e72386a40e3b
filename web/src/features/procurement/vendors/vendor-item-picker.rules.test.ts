import { PROCUREMENT_VENDOR_MSG } from '@procura/domain/procurement/vendors/procurement-vendor.messages';
import { addVendorItemsSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { describe, expect, it } from 'vitest';
import { capableQtyLocked, pickedItemsInput, pickerProblems, serverRowProblems, startingCapableQty } from './vendor-item-picker.rules';

const PROCUREMENT_ID = '0b7a4f0e-6a43-4d0e-9d57-7f1d2f0b3c11';
const ITEM_ID = '5f4c1b3a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
const item = { _id: ITEM_ID, quantity: '1000.00', minCapableQty: '200.00' };

describe('vendor item picker', () => {
  it('starts a picked item at its needed qty', () => {
    expect(startingCapableQty(item)).toBe('1,000.00');
  });

  it('locks the capable qty of a single-winner item (minimal equals needed)', () => {
    expect(capableQtyLocked({ quantity: '5.00', minCapableQty: '5' })).toBe(true);
    expect(capableQtyLocked(item)).toBe(false);
  });

  it('keeps the capable qty between the minimal capable qty and the needed qty', () => {
    expect(pickerProblems([item], { [ITEM_ID]: '1,000.00' })).toEqual({});
    expect(pickerProblems([item], { [ITEM_ID]: '1,000.01' })[ITEM_ID]).toEqual({ message: PROCUREMENT_VENDOR_MSG.capableQtyAboveNeeded, qty: '1000.00' });
    expect(pickerProblems([item], { [ITEM_ID]: '199.99' })[ITEM_ID]).toEqual({ message: PROCUREMENT_VENDOR_MSG.capableQtyBelowMinimum, qty: '200.00' });
    expect(pickerProblems([item], { [ITEM_ID]: '' })[ITEM_ID]?.message).toBe(PROCUREMENT_VENDOR_MSG.capableQtyInvalid);
    expect(pickerProblems([item], { [ITEM_ID]: '0' })[ITEM_ID]?.message).toBe(PROCUREMENT_VENDOR_MSG.capableQtyInvalid);
  });

  it('builds a body the server schema accepts', () => {
    const body = pickedItemsInput(PROCUREMENT_ID, { [ITEM_ID]: '1,500.5' });
    expect(body).toEqual({ procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_ID, capableQty: '1500.50' }] });
    expect(addVendorItemsSchema.safeParse(body).success).toBe(true);
  });
});

describe('vendor item picker, server answers', () => {
  it('marks the rows the server refused by their position in the body', () => {
    const other = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const picked = { [ITEM_ID]: '10', [other]: '5' };
    expect(serverRowProblems([{ param: 'items.1.procurementItemId', msg: PROCUREMENT_VENDOR_MSG.itemAlreadyAdded }, { param: null, msg: 'x' }], picked)).toEqual({
      [other]: { message: PROCUREMENT_VENDOR_MSG.itemAlreadyAdded },
    });
  });
});
