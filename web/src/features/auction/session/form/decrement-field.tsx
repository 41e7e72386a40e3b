import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatMoney } from '@procura/domain/common/money/money';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MoneyField } from '../../../../components/form/money-field';
import type { AuctionFormControl } from './auction-form-resolver';
import { percentOfPrice } from './auction-form.rules';

/** A percent as typed: digits and one dot, at most 2 integer digits and 2 decimals. */
export function maskPercentTyping(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integer = (dot === -1 ? cleaned : cleaned.slice(0, dot)).slice(0, 2);
  if (dot === -1) return integer;
  return `${integer || '0'}.${cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/**
 * The minimal decrement (decision 184): an amount, or a percent of the leading price. A percent
 * shows what it comes to on the initial price once that is typed.
 */
export function DecrementField({ control, currency }: { control: AuctionFormControl; currency: string }) {
  const { t } = useTranslation();
  const [kind, initialPrice, percent] = useWatch({ control, name: ['decrementKind', 'initialPrice', 'minimalDecrementPercent'] });
  const preview = kind === 'PERCENT' ? percentOfPrice(initialPrice, percent) : null;
  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name="decrementKind"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={field.value}
            onChange={(_event, next: string | null) => next && field.onChange(next)}
            aria-label={t('Decrement given as')}
            data-testid="decrement-kind"
          >
            <ToggleButton value="AMOUNT">{t('Amount')}</ToggleButton>
            <ToggleButton value="PERCENT">{t('Percent of the leading price')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {kind === 'PERCENT' ? (
        <FormTextField
          control={control}
          name="minimalDecrementPercent"
          label={t('Minimal Decrement (%)')}
          transform={maskPercentTyping}
          endAdornment={<InputAdornment position="end">%</InputAdornment>}
          helperText={
            preview
              ? t('{{amount}} on the initial price; in the room, of the leading price, in whole rupiah', { amount: formatMoney(preview, currency) })
              : t('Of the leading price, in whole rupiah')
          }
        />
      ) : (
        <MoneyField control={control} name="minimalDecrement" label={t('Minimal Decrement')} currency={currency} helperText={t('Cannot exceed the initial price')} />
      )}
    </Stack>
  );
}
