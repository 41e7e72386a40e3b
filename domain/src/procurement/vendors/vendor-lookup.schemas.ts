import { z } from 'zod';
import { idField, idListField } from '../procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement.messages';

// The inputs of the spec's read paths for outside clients
// (docs/rules/procurement.md#spec-api-paths-for-outside-clients). A malformed id is 400 'Id is not valid'.

const MSG = PROCUREMENT_MSG;

/** GET /api/secured/procurement-vendor/find-by-account/{accountId}: a vendor account's id. */
export const accountIdParamsSchema = z.strictObject({ accountId: idField(MSG.idInvalid) });

/** GET /api/secured/procurement-vendor-item/{vendorId}/by-vendor: a procurement vendor's id. */
export const vendorIdParamsSchema = z.strictObject({ vendorId: idField(MSG.idInvalid) });

/** GET /api/procurement-vendor/public/{procurementVendorId}. */
export const procurementVendorIdParamsSchema = z.strictObject({ procurementVendorId: idField(MSG.idInvalid) });

/**
 * POST /api/secured/procurement-vendor-item/find-by-vendor-and-item: the items of one procurement vendor among the
 * given procurement items (the spec's field names). Items the vendor does not offer are left out of the answer.
 */
export const findVendorItemsSchema = z.strictObject({
  procVendorId: idField(MSG.idInvalid),
  itemIds: idListField(MSG.noItemsSelected),
});
export type FindVendorItemsInput = z.input<typeof findVendorItemsSchema>;
export type FindVendorItemsData = z.output<typeof findVendorItemsSchema>;
