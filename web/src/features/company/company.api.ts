import type { CityView, CompanyView, DistrictView, ProvinceView } from '@procura/domain/company/company.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http-client';

export const COMPANY_QUERY_KEY = ['company', 'mine'] as const;

export function useMyCompany() {
  return useQuery({ queryKey: COMPANY_QUERY_KEY, queryFn: () => http.get<CompanyView | null>('/api/secured/company') });
}

export const saveGeneralInfo = (body: unknown) => http.post<CompanyView>('/api/secured/company', body);
export const saveCompanyAddress = (body: unknown) => http.post<CompanyView>('/api/secured/company-address', body);
export const saveLegalInfo = (form: FormData) => http.post<CompanyView>('/api/secured/company/legal-info', form);
export const finishOnboarding = (company: CompanyView) =>
  http.post<CompanyView>(`/api/secured/company/update/${company._id}`, { ...company, isOnboarding: true });

// Reference data: fixed for the visit.
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

export function useProvinces() {
  return useQuery({
    queryKey: ['address', 'provinces'],
    queryFn: () => http.get<ProvinceView[]>('/api/master-data/address/province', { auth: false }),
    ...FOREVER,
  });
}

export function useCities(provinceCode: string) {
  return useQuery({
    queryKey: ['address', 'cities', provinceCode],
    queryFn: () => http.get<CityView[]>(`/api/master-data/address/city/${encodeURIComponent(provinceCode)}`, { auth: false }),
    enabled: provinceCode !== '',
    ...FOREVER,
  });
}

export function useDistricts(cityCode: string) {
  return useQuery({
    queryKey: ['address', 'districts', cityCode],
    queryFn: () => http.get<DistrictView[]>(`/api/master-data/address/district/${encodeURIComponent(cityCode)}`, { auth: false }),
    enabled: cityCode !== '',
    ...FOREVER,
  });
}
