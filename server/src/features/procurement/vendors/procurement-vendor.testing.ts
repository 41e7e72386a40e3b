import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../../testing/procurement-factories';
import type { TestApp } from '../../../testing/test-app';

// Small builders shared by this feature's tests.

let counter = 0;

/** A vendor form as the Add Vendor dialog sends it. */
export function vendorBody(procurementId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    procurementId,
    name: `PT Sinar Teknologi ${counter}`,
    email: `tender${counter}.${Date.now().toString(36)}@sinartek.co.id`,
    phone: '62812345678',
    phonePrefix: '+62',
    city: 'Surabaya',
    picVendor: 'Dewi Lestari',
    ...overrides,
  };
}

/** A buyer with a draft procurement of its own. */
export async function buyerWithProcurement(t: TestApp, values: Parameters<typeof insertProcurement>[2] = {}) {
  const buyer = await buyerSession(t);
  const procurement = await insertProcurement(t, buyer.companyId, values);
  return { ...buyer, procurement };
}

/** A merit point procurement with scoring 20/30/50, one item and two vendors. */
export async function meritPointSetup(t: TestApp, values: Parameters<typeof insertProcurement>[2] = {}) {
  const setup = await buyerWithProcurement(t, {
    evaluationMethod: 'MERIT_POINT',
    administrationValue: '20.00',
    technicalValue: '30.00',
    priceValue: '50.00',
    ...values,
  });
  const item = await insertItem(t, setup.procurement.id);
  const first = await insertVendor(t, setup.procurement.id, { name: 'PT Alpha' });
  const second = await insertVendor(t, setup.procurement.id, { name: 'PT Beta' });
  return { ...setup, item, vendors: [first, second] as const };
}
