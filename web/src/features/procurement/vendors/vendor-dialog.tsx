import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { vendorEmailHint } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { EmailField } from '../../../components/form/email-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneField } from '../../../components/form/phone-field';
import { notify } from '../../../components/notify';
import { VendorDetails } from './vendor-details';
import {
  toVendorFormValues,
  toVendorInput,
  VENDOR_FORM_FIELDS,
  vendorFieldErrors,
  vendorFormSchema,
  type VendorFormValues,
} from './vendor-form.rules';
import { addVendor, updateVendor, useRefreshVendorData } from './vendors.api';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';

const resolver = zodResolver(vendorFormSchema) as unknown as Resolver<VendorFormValues>;

interface VendorDialogProps {
  procurementId: string;
  /** The vendor to edit, or null to add one. */
  vendor: ProcurementVendorView | null;
  /** Outside DRAFT the vendor is shown, not edited. */
  readOnly: boolean;
  onClose: () => void;
}

/** Add Vendor / Edit Vendor (docs/rules/procurement.md#vendors): company, e-mail, phone with prefix, city and PIC. */
export function VendorDialog({ procurementId, vendor, readOnly, onClose }: VendorDialogProps) {
  const { t } = useTranslation();
  const title = vendor ? t('Edit Vendor') : t('Add Vendor');
  if (readOnly && vendor) {
    return (
      <AppDialog open maxWidth="sm" title={title} onClose={onClose} actions={<Button onClick={onClose}>{t('Close')}</Button>}>
        <VendorDetails vendor={vendor} />
      </AppDialog>
    );
  }
  return <VendorForm procurementId={procurementId} vendor={vendor} title={title} onClose={onClose} />;
}

function VendorForm({ procurementId, vendor, title, onClose }: { procurementId: string; vendor: ProcurementVendorView | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const refresh = useRefreshVendorData(procurementId);
  const { control, handleSubmit, setError, formState } = useForm<VendorFormValues>({ resolver, mode: 'onTouched', defaultValues: toVendorFormValues(vendor) });
  const email = useWatch({ control, name: 'email' });
  const emailHint = vendorEmailHint(email ?? '');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const input = toVendorInput(values, procurementId);
      if (vendor) {
        await updateVendor(vendor._id, input);
        notify(PROCUREMENT_MSG.vendorUpdated, 'success');
      } else {
        const added = await addVendor(input);
        // The spec reads an answer without data as the e-mail being taken.
        if (!added) {
          setError('email', { type: 'server', message: PROCUREMENT_MSG.emailUsedByOtherVendor }, { shouldFocus: true });
          return;
        }
        notify(PROCUREMENT_MSG.vendorAdded, 'success');
      }
      await refresh();
      onClose();
    } catch (error) {
      const mapped = isApiError(error) ? new ApiError(error.status, vendorFieldErrors(error.errors), error.sessionEnded) : error;
      applyServerErrors(mapped, setError, VENDOR_FORM_FIELDS);
    }
  });

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={title}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <Stack component="form" id={formId} noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label={t('Company Name')} autoComplete="organization" autoFocus />
          </Grid>
          <Grid size={12}>
            <EmailField
              control={control}
              name="email"
              helperText={
                emailHint ? (
                  <Box component="span" sx={{ color: 'warning.dark' }}>
                    {t(emailHint)}
                  </Box>
                ) : undefined
              }
            />
          </Grid>
          <Grid size={12}>
            <PhoneField control={control} prefixName="phonePrefix" numberName="phoneNumber" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="city" label={t('City')} autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="picVendor" label={t('PIC Vendor')} autoComplete="name" />
          </Grid>
        </Grid>
      </Stack>
    </AppDialog>
  );
}
