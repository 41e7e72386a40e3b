import { LEGAL_SLOTS, onboardingSteps, type LegalSlot } from '@procura/domain/company/company.rules';
import type { CompanyView, StoredFileView } from '@procura/domain/company/company.schemas';
import type { companies } from '../../db/schema/company';
import type { FileMeta } from '../../platform/files/stored-files';

type CompanyRow = typeof companies.$inferSelect;

export function fileUrl(fileId: string): string {
  return `/api/secured/company/files/${fileId}`;
}

function presentFile(file: FileMeta): StoredFileView {
  return { _id: file.id, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, url: fileUrl(file.id) };
}

/** The wire shape of a company (docs/rules/companies.md#company-fields); raw rows never leave the server. */
export function presentCompany(row: CompanyRow, files: FileMeta[]): CompanyView {
  const attachments = Object.fromEntries(LEGAL_SLOTS.map((slot) => [slot, files.filter((f) => f.purpose === slot).map(presentFile)])) as Record<
    LegalSlot,
    StoredFileView[]
  >;
  const hasAddress = Boolean(row.districtCode);
  return {
    _id: row.id,
    companyType: row.companyType,
    companyCode: row.companyCode,
    companyName: row.companyName,
    companyPicName: row.companyPicName,
    companyEmail: row.companyEmail,
    companyPhone: row.companyPhone,
    companyPhonePrefix: row.companyPhonePrefix,
    isOnboarding: row.isOnboarding,
    address: hasAddress
      ? {
          countryCode: row.countryCode ?? 'ID',
          countryName: row.countryName ?? 'Indonesia',
          provinceCode: row.provinceCode ?? '',
          provinceName: row.provinceName ?? '',
          cityCode: row.cityCode ?? '',
          cityName: row.cityName ?? '',
          districtCode: row.districtCode ?? '',
          districtName: row.districtName ?? '',
          zipCode: row.zipCode ?? '',
          addressDetail: row.addressDetail ?? '',
        }
      : null,
    legalInfo: { npwp: row.npwp, idNumber: row.idNumber, ...attachments },
    steps: onboardingSteps({ ...row, attachments }),
  };
}
