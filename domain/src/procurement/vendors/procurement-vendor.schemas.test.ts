import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { splitPhone } from '../../common/phone/phone.rules';
import { zodIssuesToErrors } from '../../common/errors';
import { isDiscouragedFreeMail, vendorEmailHint } from './procurement-vendor.rules';
import {
  addVendorItemsSchema,
  administrationScoreSchema,
  deleteVendorItemsSchema,
  deleteVendorsSchema,
  itemTechnicalScoresSchema,
  listVendorsQuerySchema,
  technicalScoreSchema,
  vendorSchema,
} from './procurement-vendor.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const PROCUREMENT_ID = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';
const VENDOR_ITEM_A = '5b1d6c0e-2f4a-4e8b-9c3d-7a6f5e4d3c21';
const VENDOR_ITEM_B = '6c2e7d1f-3a5b-4f9c-8d4e-8b7a6f5e4d32';

const vendor = {
  procurementId: PROCUREMENT_ID,
  name: 'PT Sinar Teknologi Nusantara',
  email: 'Tender@SinarTek.co.id',
  phone: '62812345678',
  phonePrefix: '+62',
  city: 'Surabaya',
  picVendor: 'Dewi Lestari',
};

describe('vendor form', () => {
  it('accepts a vendor and lower-cases its e-mail', () => {
    expect(vendorSchema.parse(vendor)).toEqual({ ...vendor, email: 'tender@sinartek.co.id' });
  });

  it('takes the phone as prefix plus number, as the onboarding form does', () => {
    expect(vendorSchema.parse({ ...vendor, phone: '+62812345678' }).phone).toBe('62812345678');
    expect(splitPhone(vendorSchema.parse(vendor).phone)).toBe('812345678');
    expect(vendorSchema.parse({ ...vendor, phone: '620812345678' }).phone).toBe('62812345678');
  });

  it('explains what is wrong with a phone', () => {
    const phoneError = (phone: string) => errorsOf(vendorSchema, { ...vendor, phone });
    expect(phoneError('0812345678')).toEqual([{ param: 'phone', msg: 'Phone number must start with the prefix 62' }]);
    expect(phoneError('62812-345')).toEqual([{ param: 'phone', msg: 'Phone number may contain only digits' }]);
    expect(phoneError('6281234')).toEqual([{ param: 'phone', msg: 'Phone number must have 6 to 13 digits' }]);
    expect(phoneError('')).toEqual([{ param: 'phone', msg: 'Phone number is required' }]);
  });

  it('accepts the +62 prefix only', () => {
    expect(errorsOf(vendorSchema, { ...vendor, phonePrefix: '+65' })).toEqual([{ param: 'phonePrefix', msg: 'Phone prefix must be +62' }]);
  });

  it('needs every field, with a message beside each', () => {
    expect(errorsOf(vendorSchema, { procurementId: PROCUREMENT_ID, phonePrefix: '+62' })).toEqual([
      { param: 'name', msg: 'Company name is required' },
      { param: 'email', msg: 'Email is required' },
      { param: 'phone', msg: 'Phone number is required' },
      { param: 'city', msg: 'Vendor city is required' },
      { param: 'picVendor', msg: 'PIC vendor is required' },
    ]);
    expect(errorsOf(vendorSchema, { ...vendor, procurementId: undefined })).toEqual([
      { param: 'procurementId', msg: 'Procurement id is required' },
    ]);
  });

  it('checks the e-mail format', () => {
    expect(errorsOf(vendorSchema, { ...vendor, email: 'tender@sinartek' })).toEqual([
      { param: 'email', msg: 'Please input a valid email address' },
    ]);
  });

  it('accepts a Gmail address but flags it for the free-mail hint', () => {
    expect(errorsOf(vendorSchema, { ...vendor, email: 'sinartek@gmail.com' })).toEqual([]);
    expect(isDiscouragedFreeMail('sinartek@gmail.com')).toBe(true);
    expect(isDiscouragedFreeMail('Sinartek@GoogleMail.com ')).toBe(true);
    expect(isDiscouragedFreeMail('tender@sinartek.co.id')).toBe(false);
    expect(isDiscouragedFreeMail('gmail.com@sinartek.co.id')).toBe(false);
    expect(isDiscouragedFreeMail('not an email')).toBe(false);
    expect(vendorEmailHint('sinartek@gmail.com')).toBe("Please use the vendor's company email rather than a Gmail address");
    expect(vendorEmailHint('tender@sinartek.co.id')).toBeNull();
  });
});

describe('vendor list and delete', () => {
  it('pages 5 vendors by default', () => {
    expect(listVendorsQuerySchema.parse({ procurementId: PROCUREMENT_ID, query: '' })).toEqual({ procurementId: PROCUREMENT_ID, page: 1, limit: 5 });
  });

  it('says "No Vendors Selected" when deleting nothing', () => {
    expect(errorsOf(deleteVendorsSchema, { procurementId: PROCUREMENT_ID, procurementVendorIds: [] })).toEqual([
      { param: 'procurementVendorIds', msg: 'No Vendors Selected' },
    ]);
  });

  it('says "No Items Selected!" when detaching or attaching no vendor items', () => {
    expect(errorsOf(deleteVendorItemsSchema, { procurementVendorItemIds: [] })).toEqual([
      { param: 'procurementVendorItemIds', msg: 'No Items Selected!' },
    ]);
    expect(errorsOf(addVendorItemsSchema, { procurementId: PROCUREMENT_ID, items: [] })).toEqual([{ param: 'items', msg: 'No Items Selected!' }]);
  });
});

describe('vendor scores', () => {
  it('takes Pass or Not Pass for administration', () => {
    expect(administrationScoreSchema.parse({ procurementId: PROCUREMENT_ID, passed: false }).passed).toBe(false);
    expect(errorsOf(administrationScoreSchema, { procurementId: PROCUREMENT_ID, passed: null })).toEqual([
      { param: 'passed', msg: 'Please choose Pass or Not Pass' },
    ]);
  });

  it('takes a technical score from 0 to 100 with 2 decimals', () => {
    expect(technicalScoreSchema.parse({ procurementId: PROCUREMENT_ID, score: 85.5 }).score).toBe('85.50');
    expect(technicalScoreSchema.parse({ procurementId: PROCUREMENT_ID, score: '100.00' }).score).toBe('100.00');
    expect(technicalScoreSchema.parse({ procurementId: PROCUREMENT_ID, score: '0' }).score).toBe('0.00');
  });

  it('rejects a technical score above 100 with "Maximum technical score is 100.00"', () => {
    for (const score of ['100.01', 101, '1000']) {
      expect(errorsOf(technicalScoreSchema, { procurementId: PROCUREMENT_ID, score })).toEqual([
        { param: 'score', msg: 'Maximum technical score is 100.00' },
      ]);
    }
  });

  it('rejects a negative or 3-decimal technical score', () => {
    for (const score of ['-1', '80.125', 'high']) {
      expect(errorsOf(technicalScoreSchema, { procurementId: PROCUREMENT_ID, score })).toEqual([
        { param: 'score', msg: 'Technical score must be a number from 0 to 100 with at most 2 decimals' },
      ]);
    }
  });

  it('clamps item-level technical scores above 100 to 100.00 and skips blank ones', () => {
    expect(
      itemTechnicalScoresSchema.parse({
        procurementId: PROCUREMENT_ID,
        scores: [
          { procurementVendorItemId: VENDOR_ITEM_A, score: '120' },
          { procurementVendorItemId: VENDOR_ITEM_B, score: '' },
        ],
      }),
    ).toEqual({ procurementId: PROCUREMENT_ID, scores: [{ procurementVendorItemId: VENDOR_ITEM_A, score: '100.00' }] });
  });

  it("says \"You haven't set any technical score to several items.\" when no item score is entered", () => {
    const message = "You haven't set any technical score to several items.";
    expect(
      errorsOf(itemTechnicalScoresSchema, {
        procurementId: PROCUREMENT_ID,
        scores: [
          { procurementVendorItemId: VENDOR_ITEM_A, score: null },
          { procurementVendorItemId: VENDOR_ITEM_B, score: ' ' },
        ],
      }),
    ).toEqual([{ param: null, msg: message }]);
    expect(errorsOf(itemTechnicalScoresSchema, { procurementId: PROCUREMENT_ID, scores: [] })).toEqual([{ param: null, msg: message }]);
  });
});
