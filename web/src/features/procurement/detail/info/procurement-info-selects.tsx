import Box from '@mui/material/Box';
import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import { allowedBiddingTypes } from '@procura/domain/procurement/procurement.rules';
import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activeValues, useMasters } from '../../../../api/masters-query';
import { FormSelectField, type SelectOption } from '../../../../components/form/form-select-field';
import { currentLanguage } from '../../../../i18n/i18n';
import { currencyLabel } from '../../currency-label.rules';
import { biddingTypeAfterWinnerChange, type ProcurementInfoForm } from './procurement-info-form.rules';

interface ProcurementInfoSelectsProps {
  control: Control<ProcurementInfoForm>;
  setValue: UseFormSetValue<ProcurementInfoForm>;
  showCurrency: boolean;
}

/** The master-data choices of the info dialog; the bidding types follow the winner type (docs/rules/procurement.md#new-initiation). */
export function ProcurementInfoSelects({ control, setValue, showCurrency }: ProcurementInfoSelectsProps) {
  const { t } = useTranslation();
  const masters = useMasters().data;
  const [winnerType, biddingType] = useWatch({ control, name: ['winnerType', 'biddingType'] });
  const language = currentLanguage();
  const optionsOf = (list: MasterListName, only?: readonly string[]): SelectOption[] =>
    activeValues(masters?.[list])
      .filter((item) => !only || only.includes(item.code))
      .map((item) => ({ value: item.code, label: list === 'currencies' ? currencyLabel(item.code, item.label[language]) : item.label[language] }));

  // Changing the winner type empties a bidding type it does not offer.
  const kept = biddingTypeAfterWinnerChange(winnerType, biddingType);
  useEffect(() => {
    if (kept !== biddingType) setValue('biddingType', kept);
  }, [kept, biddingType, setValue]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormSelectField control={control} name="negotiationType" label={t('Negotiation Type')} options={optionsOf('negotiationTypes')} />
      <FormSelectField control={control} name="evaluationMethod" label={t('Evaluation Method')} options={optionsOf('evaluationMethods')} />
      <FormSelectField control={control} name="winnerType" label={t('Winner Type')} options={optionsOf('winnerTypes')} />
      <FormSelectField
        control={control}
        name="biddingType"
        label={t('Bidding Type')}
        options={optionsOf('procurementBiddingTypes', allowedBiddingTypes(winnerType))}
      />
      <FormSelectField control={control} name="currencyType" label={t('Currency Type')} options={optionsOf('currencyTypes')} />
      {showCurrency && <FormSelectField control={control} name="currency" label={t('Currency')} options={optionsOf('currencies')} />}
    </Box>
  );
}
