import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { describe, expect, it } from 'vitest';
import { displayPhone, toVendorFormValues, toVendorInput, vendorFieldErrors, vendorFormSchema } from './vendor-form.rules';

const vendor = {
  _id: 'v1',
  procurementId: 'p1',
  name: 'PT Sinar Jaya',
  email: 'sales@sinarjaya.co.id',
  phone: '62812345678',
  phonePrefix: '+62',
  city: 'Bandung',
  picVendor: 'Budi',
} as ProcurementVendorView;

describe('vendor form', () => {
  it('splits the stored 62 prefix off the phone when a vendor is opened', () => {
    expect(toVendorFormValues(vendor)).toMatchObject({ phonePrefix: '+62', phoneNumber: '812345678' });
  });

  it('starts a new vendor with the +62 prefix and empty fields', () => {
    expect(toVendorFormValues(null)).toEqual({ name: '', email: '', phonePrefix: '+62', phoneNumber: '', city: '', picVendor: '' });
  });

  it('sends the phone as prefix digits plus the number', () => {
    const input = toVendorInput({ ...toVendorFormValues(vendor), phoneNumber: '8129999999' }, 'p1');
    expect(input).toMatchObject({ procurementId: 'p1', phone: '628129999999', phonePrefix: '+62' });
    expect(input).not.toHaveProperty('phoneNumber');
  });

  it('refuses an e-mail without a valid format and a number too short once its 0 is dropped', () => {
    const result = vendorFormSchema.safeParse({ ...toVendorFormValues(vendor), email: 'sales@', phoneNumber: '081234' });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phoneNumber']));
  });

  it('accepts a gmail address (the hint only advises against it)', () => {
    expect(vendorFormSchema.safeParse({ ...toVendorFormValues(vendor), email: 'budi@gmail.com' }).success).toBe(true);
  });

  it('puts server errors on the joined phone under the number, and the e-mail clash under the e-mail', () => {
    expect(
      vendorFieldErrors([
        { param: 'phone', msg: 'Phone number must have 6 to 13 digits' },
        { param: null, msg: PROCUREMENT_MSG.emailUsedByOtherVendor },
        { param: 'city', msg: 'Vendor city is required' },
      ]),
    ).toEqual([
      { param: 'phoneNumber', msg: 'Phone number must have 6 to 13 digits' },
      { param: 'email', msg: PROCUREMENT_MSG.emailUsedByOtherVendor },
      { param: 'city', msg: 'Vendor city is required' },
    ]);
  });

  it('shows the phone in the table with its prefix', () => {
    expect(displayPhone(vendor)).toBe('+62 812345678');
  });
});
