import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_CURRENCY } from '@procura/domain/common/money/money';
import { defaultItemCode } from '@procura/domain/procurement/items/procurement-item.rules';
import { itemSchema, updateItemSchema } from '@procura/domain/procurement/items/procurement-item.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/auth/profile-query';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { payloadResolver } from '../../../components/form/payload-resolver';
import type { ProcurementDetail } from '../../../api/procurement-detail';
import { emptyItemForm, ITEM_FORM_FIELDS, itemFormOf, itemPayloadOf, updateItemPayloadOf, type ItemForm } from './item-form.rules';
import { ItemFormFields } from './item-form-fields';
import { ItemImageSlots } from './item-image-slots';
import { createItem, updateItem } from './items.api';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';

interface ItemFormDialogProps {
  /** The item edited, or null to add one. */
  item: ProcurementItemView | null;
  procurement: ProcurementDetail;
  onClose: () => void;
  onSaved: () => void;
}

/** Add Item / Edit Item (DRAFT only): every field required, checked with the endpoint's own schema. */
export function ItemFormDialog({ item, procurement, onClose, onSaved }: ItemFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const context = useMemo(() => ({ procurementId: procurement._id, winnerType: procurement.winnerType }), [procurement._id, procurement.winnerType]);
  // The form is checked as the body it will send, with the endpoint's own schema.
  const resolver = useMemo(
    () =>
      item
        ? payloadResolver<ItemForm>(updateItemSchema, (form) => updateItemPayloadOf(form, context))
        : payloadResolver<ItemForm>(itemSchema, (form) => itemPayloadOf(form, context)),
    [item, context],
  );
  const companyCode = useProfile().data?.company?.companyCode;
  // Drawn once per opening, so the code does not change while the buyer types.
  const [defaultValues] = useState(() => (item ? itemFormOf(item) : emptyItemForm(defaultItemCode(companyCode))));
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<ItemForm>({ resolver, defaultValues });

  const onSubmit = handleSubmit(
    async (form) => {
      try {
        if (item) await updateItem(item._id, updateItemPayloadOf(form, context));
        else await createItem(itemPayloadOf(form, context));
        notify(item ? 'Item has been updated' : 'Item has been added', 'success');
        onSaved();
        onClose();
      } catch (error) {
        applyServerErrors(error, setError, ITEM_FORM_FIELDS);
      }
    },
    () => notify(PROCUREMENT_MSG.fulfillGivenInput, 'error'),
  );

  const specId = `${formId}-spec`;
  return (
    <AppDialog
      open
      maxWidth="md"
      fullScreen={fullScreen}
      title={item ? t('Edit Item') : t('Add Item')}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit} sx={{ pt: 1 }}>
        <ItemFormFields control={control} clearErrors={clearErrors} winnerType={procurement.winnerType} currency={procurement.currency ?? DEFAULT_CURRENCY} />
        <Box>
          <FormLabel component="div" sx={{ mb: 1, fontSize: 14 }}>
            {t('Images')}
          </FormLabel>
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <Controller
                control={control}
                name="deletedImageIds"
                render={({ field: deleted }) => (
                  <ItemImageSlots
                    value={{ images: field.value, deletedImageIds: deleted.value }}
                    onChange={(next) => {
                      field.onChange(next.images);
                      deleted.onChange(next.deletedImageIds);
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
        </Box>
        <Controller
          control={control}
          name="specification"
          render={({ field, fieldState }) => (
            <Box>
              <FormLabel component="div" id={`${specId}-label`} error={Boolean(fieldState.error)} sx={{ mb: 1, fontSize: 14 }}>
                {t('Specification')}
              </FormLabel>
              <LazyRichTextEditor value={field.value} onChange={field.onChange} ariaLabel={t('Specification')} ariaDescribedBy={fieldState.error ? specId : undefined} error={Boolean(fieldState.error)} />
              {fieldState.error?.message && (
                <FormHelperText id={specId} error>
                  {t(fieldState.error.message)}
                </FormHelperText>
              )}
            </Box>
          )}
        />
      </Stack>
    </AppDialog>
  );
}
