import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { AuctionFormControl } from './auction-form-resolver';
import { extensionOfPreset, maskMinutesTyping, maskWholeNumberTyping } from './auction-form.rules';
import { maskPercentTyping } from './decrement-field';

/**
 * The session's newer rules (docs/rules/auction-bidding.md#newer-rules, decision 194): proxy bidding,
 * which offers extend and from when (injury time only), ties, the slip warning and the pause limit.
 */
export function AuctionRulesFields({ control }: { control: AuctionFormControl }) {
  const { t } = useTranslation();
  const [periodType, preset] = useWatch({ control, name: ['periodType', 'extensionPreset'] });
  const injury = periodType === 'INJURY_TIME';
  const topRanks = extensionOfPreset(preset).extensionTrigger === 'TOP_RANKS';
  const presets = [
    { value: 'ANY_OFFER:PLANNED_END', label: t('Any offer in the last minutes, added to the planned end (standard)') },
    { value: 'ANY_OFFER:OFFER_TIME', label: t("Any offer in the last minutes, counted from the offer's time") },
    { value: 'TOP_RANKS:PLANNED_END', label: t('Only offers that take the top N ranks, added to the planned end') },
    { value: 'TOP_RANKS:OFFER_TIME', label: t("Only offers that take the top N ranks, counted from the offer's time") },
  ];
  const tieRules = [
    { value: 'EARLIER_WINS', label: t('An equal price ranks after the earlier offer (standard)') },
    { value: 'NO_TIE_FOR_FIRST', label: t('No tie for rank 1: an offer equal to the leading price is refused') },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="auction-rules-title" data-testid="auction-rules-fields">
      <Typography id="auction-rules-title" variant="h6" component="h2" sx={{ mb: 2.5 }}>
        {t('Bidding Rules')}
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Controller
            control={control}
            name="proxyBidding"
            render={({ field }) => (
              <>
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} inputProps={{ 'aria-describedby': 'proxy-bidding-help' }} />}
                  label={t('Proxy bidding')}
                />
                <FormHelperText id="proxy-bidding-help" sx={{ mt: 0 }}>
                  {t('A vendor may set a floor; the server then bids for it, by the minimal decrement, whenever it is overtaken, never below that floor.')}
                </FormHelperText>
              </>
            )}
          />
        </Grid>
        {injury && (
          <>
            <Grid size={{ xs: 12, md: topRanks ? 8 : 12 }}>
              <FormSelectField control={control} name="extensionPreset" label={t('Extension Rule')} options={presets} />
            </Grid>
            {topRanks && (
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField
                  control={control}
                  name="extensionTopRanks"
                  label={t('Top Ranks (N)')}
                  transform={maskWholeNumberTyping}
                  helperText={t('1 = only an offer that takes rank 1 extends')}
                />
              </Grid>
            )}
          </>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField control={control} name="tieRule" label={t('Tie Rule')} options={tieRules} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="slipWarningPercent"
            label={t('Slip Warning')}
            transform={maskPercentTyping}
            endAdornment={<InputAdornment position="end">%</InputAdornment>}
            helperText={t('An offer this far past the leading price asks to be confirmed again')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="maxPauseMinutes"
            label={t('Max Pause')}
            transform={maskMinutesTyping}
            endAdornment={<InputAdornment position="end">{t('minutes')}</InputAdornment>}
            helperText={t('A longer pause cancels the session')}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
