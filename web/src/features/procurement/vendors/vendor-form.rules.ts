import type { FieldError } from '@procura/domain/common/errors';
import { joinPhone, PHONE_PREFIX, splitPhone } from '@procura/domain/common/phone/phone.rules';
import { phoneNumberField } from '@procura/domain/common/phone/phone.schemas';
import { vendorSchema, type VendorInput } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';

// The vendor dialog edits the phone as a prefix and a number without its leading 0; the server
// stores and checks them joined ('62812345678'), docs/rules/procurement.md#vendors.

export interface VendorFormValues {
  name: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  city: string;
  picVendor: string;
}

export const VENDOR_FORM_FIELDS = ['name', 'email', 'phonePrefix', 'phoneNumber', 'city', 'picVendor'] as const;

/** The same rules as the server's vendorSchema, with the number checked on its own. */
export const vendorFormSchema = vendorSchema.omit({ procurementId: true, phone: true }).extend({ phoneNumber: phoneNumberField });

export function toVendorFormValues(vendor: ProcurementVendorView | null): VendorFormValues {
  if (!vendor) return { name: '', email: '', phonePrefix: PHONE_PREFIX, phoneNumber: '', city: '', picVendor: '' };
  const prefix = vendor.phonePrefix || PHONE_PREFIX;
  return {
    name: vendor.name,
    email: vendor.email,
    phonePrefix: prefix,
    phoneNumber: splitPhone(vendor.phone, prefix),
    city: vendor.city,
    picVendor: vendor.picVendor,
  };
}

/** The body of POST and PATCH …/procurement-vendor; the prefix comes from the master list, which the server checks. */
export type VendorPayload = Omit<VendorInput, 'phonePrefix'> & { phonePrefix: string };

export function toVendorInput(values: VendorFormValues, procurementId: string): VendorPayload {
  const { phoneNumber, ...rest } = values;
  return { ...rest, procurementId, phone: joinPhone(values.phonePrefix, phoneNumber.trim()) };
}

/**
 * The server names the joined phone `phone`; the form edits it as `phoneNumber`. "Email already
 * added to other vendor" belongs under the e-mail even when the server gives it no field.
 */
export function vendorFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => {
    if (error.param === 'phone') return { ...error, param: 'phoneNumber' };
    if (error.msg === PROCUREMENT_MSG.emailUsedByOtherVendor) return { ...error, param: 'email' };
    return error;
  });
}

/** The phone as the table shows it: '+62 812345678'. */
export function displayPhone(vendor: Pick<ProcurementVendorView, 'phone' | 'phonePrefix'>): string {
  const prefix = vendor.phonePrefix || PHONE_PREFIX;
  return `${prefix} ${splitPhone(vendor.phone, prefix)}`;
}
