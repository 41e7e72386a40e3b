import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { titleCase } from './address.data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('address look-ups', () => {
  it('lists the 38 provinces of Indonesia by name', async () => {
    const answer = await t.call('GET', '/api/master-data/address/province');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(38);
    expect(answer.body.data).toContainEqual({ code: '31', name: 'DKI Jakarta' });
    expect(answer.body.data).toContainEqual({ code: '96', name: 'Papua Barat Daya' });
  });

  it("lists a province's cities and a city's districts", async () => {
    const cities = await t.call('GET', '/api/master-data/address/city/31');
    expect(cities.body.data).toContainEqual({ name: 'Kota Administrasi Jakarta Pusat', cityId: '31.71', code: '31.71', postalCode: null });
    const districts = await t.call('GET', '/api/master-data/address/district/31.71');
    expect(districts.body.data).toContainEqual({ name: 'Gambir', code: '31.71.01' });
    expect(districts.body.data.length).toBeGreaterThan(5);
  });

  it('answers 404 for an unknown province or city, and 400 for an absurd one', async () => {
    expect(await t.call('GET', '/api/master-data/address/city/99')).toMatchObject({
      status: 404,
      body: { errors: [{ param: 'provinceId', msg: 'Province not found' }] },
    });
    expect((await t.call('GET', '/api/master-data/address/district/31.99')).status).toBe(404);
    expect((await t.call('GET', `/api/master-data/address/city/${'9'.repeat(5000)}`)).status).toBe(400);
  });

  it('answers quickly once loaded', async () => {
    await t.call('GET', '/api/master-data/address/district/32.73');
    const started = performance.now();
    for (let i = 0; i < 50; i += 1) await t.call('GET', '/api/master-data/address/district/32.73');
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});

describe('place names', () => {
  it('are written as people write them', () => {
    expect(titleCase('KABUPATEN ACEH SELATAN')).toBe('Kabupaten Aceh Selatan');
    expect(titleCase('DI YOGYAKARTA')).toBe('DI Yogyakarta');
  });
});
