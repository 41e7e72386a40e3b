import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import type { CityView, DistrictView, ProvinceView } from '@procura/domain/company/company.schemas';

export interface AddressData {
  provinces: ProvinceView[];
  citiesByProvince: Map<string, CityView[]>;
  districtsByCity: Map<string, DistrictView[]>;
  provinceByCode: Map<string, ProvinceView>;
  cityByCode: Map<string, CityView & { provinceCode: string }>;
  districtByCode: Map<string, DistrictView & { cityCode: string }>;
}

// Acronyms in province and regency names that stay upper case ('DKI Jakarta', 'DI Yogyakarta').
const ACRONYMS = new Set(['DKI', 'DI']);

/** 'KABUPATEN ACEH SELATAN' -> 'Kabupaten Aceh Selatan', as people write it. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toUpperCase()) ? word.toUpperCase() : word.replace(/(^|[-(])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase())))
    .join(' ');
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'id');

/**
 * Indonesia's 38 provinces, their regencies and cities, and districts, from the maintained
 * idn-area-data package. Parsed once per process and kept in memory: it is fixed reference data,
 * the same on every node, so nothing is shared or lost.
 */
async function loadAddressData(): Promise<AddressData> {
  const [provinceRows, regencyRows, districtRows] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  const provinces = provinceRows.map((p) => ({ code: p.code, name: titleCase(p.name) })).sort(byName);
  const citiesByProvince = new Map<string, CityView[]>();
  const cityByCode = new Map<string, CityView & { provinceCode: string }>();
  for (const r of regencyRows) {
    const city = { name: titleCase(r.name), cityId: r.code, code: r.code, postalCode: null };
    cityByCode.set(r.code, { ...city, provinceCode: r.province_code });
    const list = citiesByProvince.get(r.province_code) ?? [];
    list.push(city);
    citiesByProvince.set(r.province_code, list);
  }
  const districtsByCity = new Map<string, DistrictView[]>();
  const districtByCode = new Map<string, DistrictView & { cityCode: string }>();
  for (const d of districtRows) {
    const district = { name: d.name, code: d.code };
    districtByCode.set(d.code, { ...district, cityCode: d.regency_code });
    const list = districtsByCity.get(d.regency_code) ?? [];
    list.push(district);
    districtsByCity.set(d.regency_code, list);
  }
  for (const list of [...citiesByProvince.values(), ...districtsByCity.values()]) list.sort(byName);
  return {
    provinces,
    citiesByProvince,
    districtsByCity,
    provinceByCode: new Map(provinces.map((p) => [p.code, p])),
    cityByCode,
    districtByCode,
  };
}

let loading: Promise<AddressData> | null = null;

/** The address data, loaded on first use and then served from memory. */
export function addressData(): Promise<AddressData> {
  loading ??= loadAddressData().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
