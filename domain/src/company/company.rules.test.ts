import { describe, expect, it } from 'vitest';
import { deriveCompanyCode, fileSizeKb, onboardingSteps } from './company.rules';

describe('company code', () => {
  it('takes the initials of the name, leaving out the legal form, at most 4', () => {
    expect(deriveCompanyCode('PT Maju Jaya Abadi')).toBe('MJA');
    expect(deriveCompanyCode('CV Sinar Baru Sentosa Makmur Jaya')).toBe('SBSM');
    expect(deriveCompanyCode('pt. bank rakyat indonesia (persero) tbk')).toBe('BRI');
  });

  it('takes the first 4 letters of a one-word name and plain letters for accents', () => {
    expect(deriveCompanyCode('Sinarmas')).toBe('SINA');
    expect(deriveCompanyCode('Élan')).toBe('ELAN');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(deriveCompanyCode('  --- ')).toBe('');
  });
});

describe('file sizes', () => {
  it('are shown in Kb as bytes divided by 1000', () => {
    expect(fileSizeKb(123_456)).toBe('123.5 Kb');
  });
});

describe('onboarding steps', () => {
  it('marks nothing before general info', () => {
    expect(onboardingSteps(null)).toEqual({ general: false, address: false, legal: false });
  });

  it('needs both numbers and exactly one attachment per slot for legal info', () => {
    const base = { districtCode: '31.71.01', zipCode: '10110', addressDetail: 'Jl. Merdeka 1', npwp: '012345678901000', idNumber: '3171012345678901' };
    expect(onboardingSteps({ ...base, attachments: { npwpAttachments: [{}], idNumberAttachments: [] } }).legal).toBe(false);
    expect(onboardingSteps({ ...base, attachments: { npwpAttachments: [{}], idNumberAttachments: [{}] } })).toEqual({
      general: true,
      address: true,
      legal: true,
    });
  });
});
