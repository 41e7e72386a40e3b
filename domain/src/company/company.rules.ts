// Onboarding rules shared by the server and the onboarding page (docs/rules/companies.md#onboarding).

/** Company initials are at most 4 characters (docs/rules/companies.md#company-fields). */
export const COMPANY_CODE_MAX = 4;
/** Legal-form words that say nothing about the company itself. */
const LEGAL_FORM_WORDS = new Set(['PT', 'CV', 'TBK', 'PERSERO', 'PD', 'UD', 'FA']);

/**
 * The company code (initials) derived from the name: the first letter of each word, leaving out
 * legal-form words, at most 4; a one-word name gives its first 4 letters. The server adds a digit
 * when the code is taken, so the code stays unique without asking the user to choose one.
 */
export function deriveCompanyCode(companyName: string): string {
  const words = companyName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const meaningful = words.filter((w) => !LEGAL_FORM_WORDS.has(w));
  const source = meaningful.length > 0 ? meaningful : words;
  if (source.length === 0) return '';
  if (source.length === 1) return source[0]!.slice(0, COMPANY_CODE_MAX);
  return source
    .map((w) => w[0])
    .join('')
    .slice(0, COMPANY_CODE_MAX);
}

export const LEGAL_SLOTS = ['npwpAttachments', 'idNumberAttachments'] as const;
export type LegalSlot = (typeof LEGAL_SLOTS)[number];

/** Legal attachments: what the spec accepts (docs/rules/companies.md#legal-info), checked by content on the server. */
export const LEGAL_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg'] as const;
export const LEGAL_FILE_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg';
export const LEGAL_FILE_MAX_BYTES = 5 * 1000 * 1000;

/** The spec shows sizes in Kb: bytes divided by 1000. */
export function fileSizeKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} Kb`;
}

export interface OnboardingSteps {
  general: boolean;
  address: boolean;
  legal: boolean;
}

/** The three completion marks of the onboarding cards. */
export function onboardingSteps(company: {
  districtCode?: string | null;
  zipCode?: string | null;
  addressDetail?: string | null;
  npwp?: string | null;
  idNumber?: string | null;
  attachments?: Partial<Record<LegalSlot, unknown[]>>;
} | null): OnboardingSteps {
  if (!company) return { general: false, address: false, legal: false };
  return {
    general: true,
    address: Boolean(company.districtCode && company.zipCode && company.addressDetail),
    legal: Boolean(
      company.npwp && company.idNumber && LEGAL_SLOTS.every((slot) => (company.attachments?.[slot]?.length ?? 0) === 1),
    ),
  };
}
