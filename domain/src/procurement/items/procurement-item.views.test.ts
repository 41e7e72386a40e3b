import { describe, expect, it } from 'vitest';
import { importColumnMissingMessage, importRequiredMessage, importRowMessage } from './procurement-item.messages';
import { imageIdFromUrl, itemImageUrl } from './procurement-item.views';

const IMAGE_ID = '0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10';

describe('item image urls', () => {
  it('reads the image id back from the url it serves, or from the bare id', () => {
    expect(itemImageUrl(IMAGE_ID)).toBe(`/api/secured/procurement-item/images/${IMAGE_ID}`);
    expect(imageIdFromUrl(itemImageUrl(IMAGE_ID))).toBe(IMAGE_ID);
    expect(imageIdFromUrl(`https://procura.example${itemImageUrl(IMAGE_ID.toUpperCase())}`)).toBe(IMAGE_ID);
    expect(imageIdFromUrl(IMAGE_ID)).toBe(IMAGE_ID);
  });

  it('reads nothing from other urls', () => {
    expect(imageIdFromUrl(`/api/secured/company/files/${IMAGE_ID}`)).toBeNull();
    expect(imageIdFromUrl('/api/secured/procurement-item/images/not-an-id')).toBeNull();
    expect(imageIdFromUrl('')).toBeNull();
  });
});

describe('import messages', () => {
  it('names the row as Excel shows it and the column as the user knows it', () => {
    expect(importRowMessage(3, importRequiredMessage('Item name'))).toBe('Row 3: Item name is required');
    expect(importColumnMissingMessage('UOM')).toBe('Column "UOM" is missing from the first row');
  });
});
