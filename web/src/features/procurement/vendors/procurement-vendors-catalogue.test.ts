import { zodIssuesToErrors } from '@procura/domain/common/errors';
import { PROCUREMENT_VENDOR_MSG } from '@procura/domain/procurement/vendors/procurement-vendor.messages';
import { administrationScoreSchema, addVendorItemsSchema, itemTechnicalScoresSchema, technicalScoreSchema, vendorSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { scoringPercentageSchema } from '@procura/domain/procurement/procurement.schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { id } from '../../../i18n/id';
import { procurementVendorsId } from '../../../i18n/messages/procurement/procurement-vendors.id';

describe('vendor and evaluation texts', () => {
  it('translate every message of the vendor, vendor item and score calls', () => {
    const missing = Object.values(PROCUREMENT_VENDOR_MSG).filter((msg) => !(msg in id));
    expect(missing).toEqual([]);
  });

  it('translate what the schemas answer to bad vendor, score and scoring input', () => {
    const messages = new Set<string>();
    const bad: Array<[z.ZodType, unknown[]]> = [
      [vendorSchema, [{}, { name: '', email: 'x', phone: '0812', phonePrefix: '+1', city: '', picVendor: '' }, { phone: '7712345678', email: 1 }]],
      [technicalScoreSchema, [{}, { score: '100.01' }, { score: 'abc' }, { score: '-1' }]],
      [administrationScoreSchema, [{}, { passed: 'yes' }]],
      [addVendorItemsSchema, [{}, { items: [] }, { items: [{ procurementItemId: 'x', capableQty: '0' }] }]],
      [itemTechnicalScoresSchema, [{}, { scores: [] }, { scores: [{ procurementVendorItemId: 'x', score: 'abc' }] }]],
      [scoringPercentageSchema, [{}, { administrationValue: '101', technicalValue: 'x', priceValue: '-1' }, { administrationValue: '10', technicalValue: '10', priceValue: '10' }]],
    ];
    for (const [schema, inputs] of bad) {
      for (const input of inputs) {
        const result = schema.safeParse(input);
        for (const error of result.success ? [] : zodIssuesToErrors(result.error.issues)) messages.add(error.msg);
      }
    }
    const missing = [...messages].filter((msg) => msg !== 'Unknown field' && !(msg in id));
    expect(missing).toEqual([]);
  });

  it('carry the words the sections translate from data (percentages table, result dialogs)', () => {
    for (const key of ['Administration', 'Technical', 'Price', 'Total', 'Vendor has been deleted', 'Delete failed', 'No Vendors Selected', 'No Items Selected!']) {
      expect(id).toHaveProperty([key]);
    }
  });

  it('keep the placeholders of their own texts', () => {
    for (const [key, value] of Object.entries(procurementVendorsId)) {
      for (const placeholder of key.match(/\{\{\w+\}\}/g) ?? []) expect(value, key).toContain(placeholder);
    }
  });
});
