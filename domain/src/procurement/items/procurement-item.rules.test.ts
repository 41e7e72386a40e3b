import { describe, expect, it } from 'vitest';
import {
  base64ByteLength,
  defaultItemCode,
  hasVisibleContent,
  ITEM_IMAGE_MAX_BYTES,
  itemImageProblem,
  itemSubTotal,
  lockedMinCapableQty,
  minCapableQtyLockProblem,
  UOM_PATTERN,
} from './procurement-item.rules';

// The first bytes of real files, enough for the type check.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_BASE64 = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U';

describe('item rules', () => {
  it('locks the minimal capable qty to the needed qty for a single winner', () => {
    expect(lockedMinCapableQty('SINGLE_WINNER', '25.50')).toBe('25.50');
    expect(lockedMinCapableQty('MULTI_WINNER', '25.50')).toBeNull();
  });

  it('refuses a single winner minimal capable qty other than the needed qty, comparing amounts', () => {
    const message = 'Minimal capable qty must equal needed qty for a single winner procurement';
    expect(minCapableQtyLockProblem('SINGLE_WINNER', '25.50', '25.5')).toBeNull();
    expect(minCapableQtyLockProblem('SINGLE_WINNER', '25.50', '25.00')).toBe(message);
    expect(minCapableQtyLockProblem('MULTI_WINNER', '25.50', '1.00')).toBeNull();
  });

  it('computes the subtotal exactly and rounds it half up to cents', () => {
    expect(itemSubTotal('3', '1500000.50')).toBe('4500001.50');
    expect(itemSubTotal('1.5', '0.33')).toBe('0.50');
    expect(itemSubTotal('0.1', '0.3')).toBe('0.03');
    expect(itemSubTotal(10, 999999999999.99)).toBe('9999999999999.90');
  });

  it('accepts letters and spaces only as a UOM', () => {
    expect(UOM_PATTERN.test('Unit')).toBe(true);
    expect(UOM_PATTERN.test('Kotak Besar')).toBe(true);
    expect(UOM_PATTERN.test('m2')).toBe(false);
    expect(UOM_PATTERN.test('pcs.')).toBe(false);
  });
});

describe('item images', () => {
  it('accepts png and jpeg, with or without the data-URL prefix', () => {
    expect(itemImageProblem(PNG_BASE64)).toBeNull();
    expect(itemImageProblem(`data:image/png;base64,${PNG_BASE64}`)).toBeNull();
    expect(itemImageProblem(`data:image/jpeg;base64,${JPEG_BASE64}`)).toBeNull();
  });

  it('refuses other types, read from the content and not the name', () => {
    const gif = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    expect(itemImageProblem(gif)).toBe('Images must be jpeg, jpg or png');
    expect(itemImageProblem(`data:image/png;base64,${gif}`)).toBe('Images must be jpeg, jpg or png');
    expect(itemImageProblem(`data:image/gif;base64,${PNG_BASE64}`)).toBe('Images must be jpeg, jpg or png');
    expect(itemImageProblem('not base64!')).toBe('Images must be jpeg, jpg or png');
    expect(itemImageProblem('')).toBe('Images must be jpeg, jpg or png');
  });

  it('refuses an image above 2 MB', () => {
    const justFits = PNG_BASE64.slice(0, 12) + 'A'.repeat(Math.floor(ITEM_IMAGE_MAX_BYTES / 3) * 4 - 12);
    expect(base64ByteLength(justFits)).toBeLessThanOrEqual(ITEM_IMAGE_MAX_BYTES);
    expect(itemImageProblem(justFits)).toBeNull();
    expect(itemImageProblem(`${justFits}AAAAAAAA`)).toBe('An image must be at most 2 MB');
    expect(itemImageProblem('A'.repeat(10_000_000))).toBe('An image must be at most 2 MB');
  });

  it('sees an empty rich-text editor as empty', () => {
    expect(hasVisibleContent('<p></p>')).toBe(false);
    expect(hasVisibleContent('<p>&nbsp; </p><br>')).toBe(false);
    expect(hasVisibleContent('<p>Laptop 14 inci, RAM 16 GB</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/files/1"></p>')).toBe(true);
    expect(hasVisibleContent('<'.repeat(20_000))).toBe(true);
  });
});

describe('default item code', () => {
  it('is the company code and a number from 1 to 1000', () => {
    expect(defaultItemCode('MJAB', () => 0)).toBe('MJAB-1');
    expect(defaultItemCode('MJAB', () => 0.4269)).toBe('MJAB-427');
    expect(defaultItemCode('MJAB', () => 0.9999999)).toBe('MJAB-1000');
    for (let i = 0; i < 200; i += 1) {
      const number = Number(defaultItemCode('MJAB').split('-')[1]);
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(1000);
      expect(Number.isInteger(number)).toBe(true);
    }
  });

  it('starts empty for a buyer without a company code', () => {
    expect(defaultItemCode(null)).toBe('');
    expect(defaultItemCode('  ')).toBe('');
  });
});
