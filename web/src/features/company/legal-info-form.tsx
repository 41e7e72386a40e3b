import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LEGAL_SLOTS, type LegalSlot } from '@procura/domain/company/company.rules';
import { legalInfoFieldsSchema, type CompanyView } from '@procura/domain/company/company.schemas';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { applyServerErrors, notifyError } from '../../components/form/apply-server-errors';
import { FormTextField } from '../../components/form/form-text-field';
import { FileSlot } from './file-slot';
import { downloadWithToken } from '../../api/authorized-files';
import { saveLegalInfo } from './company.api';

interface LegalValues {
  npwp: string;
  idNumber: string;
}

type SlotState = Record<LegalSlot, { file: File | null; error?: string }>;

const FIELDS = ['npwp', 'idNumber'] as const;
const resolver = zodResolver(legalInfoFieldsSchema) as unknown as Resolver<LegalValues>;
const SLOT_LABELS: Record<LegalSlot, string> = { npwpAttachments: 'NPWP Attachment', idNumberAttachments: 'ID Number Attachment' };

/** Card 3: tax number (NPWP), ID number and one attachment for each. */
export function LegalInfoForm({ company, onSaved }: { company: CompanyView; onSaved: (company: CompanyView) => void }) {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<SlotState>({ npwpAttachments: { file: null }, idNumberAttachments: { file: null } });
  const { control, handleSubmit, setError, formState } = useForm<LegalValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { npwp: company.legalInfo.npwp ?? '', idNumber: company.legalInfo.idNumber ?? '' },
  });

  const setSlot = (slot: LegalSlot, file: File | null, error?: string) => setSlots((current) => ({ ...current, [slot]: { file, error } }));
  const missingSlots = LEGAL_SLOTS.filter((slot) => !slots[slot].file && company.legalInfo[slot].length === 0);

  const onSubmit = handleSubmit(async (values) => {
    if (missingSlots.length > 0) {
      missingSlots.forEach((slot) => setSlot(slot, null, 'Please attach 1 file'));
      return;
    }
    const form = new FormData();
    form.append('npwp', values.npwp);
    form.append('idNumber', values.idNumber);
    for (const slot of LEGAL_SLOTS) {
      const file = slots[slot].file;
      if (file) form.append(slot, file, file.name);
    }
    try {
      const saved = await saveLegalInfo(form);
      setSlots({ npwpAttachments: { file: null }, idNumberAttachments: { file: null } });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) {
        for (const e of error.errors) if (e.param && (LEGAL_SLOTS as readonly string[]).includes(e.param)) setSlot(e.param as LegalSlot, null, e.msg);
      }
      applyServerErrors(error, setError, [...FIELDS, ...LEGAL_SLOTS] as never);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Stack spacing={2}>
            <FormTextField control={control} name="npwp" label={t('Tax Number (NPWP)')} helperText={t('15 or 16 digits')} />
            <FileSlot
              label={t(SLOT_LABELS.npwpAttachments)}
              file={slots.npwpAttachments.file}
              stored={company.legalInfo.npwpAttachments[0]}
              error={slots.npwpAttachments.error}
              onChange={(file, error) => setSlot('npwpAttachments', file, error)}
              onDownload={(stored) => downloadWithToken(stored.url, stored.originalName).catch(notifyError)}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Stack spacing={2}>
            <FormTextField control={control} name="idNumber" label={t('ID Number')} helperText={t('16 digits (NIK)')} />
            <FileSlot
              label={t(SLOT_LABELS.idNumberAttachments)}
              file={slots.idNumberAttachments.file}
              stored={company.legalInfo.idNumberAttachments[0]}
              error={slots.idNumberAttachments.error}
              onChange={(file, error) => setSlot('idNumberAttachments', file, error)}
              onDownload={(stored) => downloadWithToken(stored.url, stored.originalName).catch(notifyError)}
            />
          </Stack>
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('Uploading…') : t('Save')}
        </Button>
      </Stack>
    </Stack>
  );
}
