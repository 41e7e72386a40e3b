// The onboarding texts of docs/rules/companies.md#onboarding and the server's own; zod-free for the web.
export const COMPANY_MSG = {
  acceptOneFile: 'Accept only 1 file',
  completeGeneralFirst: 'Please complete General Info first',
  fileTypeRefused: 'Only pdf, doc, docx, jpg and jpeg files are accepted',
  fileTooLarge: 'The file is larger than 5 MB',
  fileRequired: 'Please attach 1 file',
  onboardingIncomplete: 'Please complete General Info, Company Address and Legal Info first',
  provinceNotFound: 'Province not found',
  cityNotFound: 'City not found',
  districtNotFound: 'District not found',
  companyNotFound: 'Company not found',
  onboardingSuccess: "Congratulation, you've just finished your onboarding process...",
} as const;
