import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_CURRENCY } from '@procura/domain/common/money/money';
import { TIME_RANGE_BANNER_MS, UNCOMPLETE_FORM_BANNER_MS, auctionTimeRangeError } from '@procura/domain/auction/session/auction-session.rules';
import type { AuctionSessionFormData } from '@procura/domain/auction/session/auction-session.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { AuctionSessionView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useCallback, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activeValues, useMasters } from '../../../../api/masters-query';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { MoneyField } from '../../../../components/form/money-field';
import { currentLanguage } from '../../../../i18n/i18n';
import { auctionFormResolver, TIME_RANGE_ERROR } from './auction-form-resolver';
import { EMPTY_AUCTION_FORM, firstFormProblem, formValuesOfDraft, INVALID_FORM_TITLE, parseTimeRangeMessage, type AuctionFormValues } from './auction-form.rules';
import { AuctionParticipants } from './auction-participants';
import { AuctionRulesFields } from './auction-rules-fields';
import { DecrementField } from './decrement-field';
import { AuctionPeriodFields } from './auction-period-fields';
import { FormBanner, useFormBanner } from './form-banner';
import { SessionCreatedDialog } from './session-created-dialog';
import { useSaveAuctionDraft, type SaveMode } from './use-save-auction-draft';

interface AuctionEvaluationFormProps {
  procurement: ProcurementView;
  /** The draft reopened for editing, or null for a new session. */
  draft: AuctionSessionView | null;
}

/** The Auction Evaluation Methods form (docs/rules/procurement.md#auction-session-form, docs/rules/procurement.md#scores): saved as a draft, or created (the vendors are invited). */
export function AuctionEvaluationForm({ procurement, draft }: AuctionEvaluationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const masters = useMasters();
  const language = currentLanguage();
  const context = useMemo(
    () => ({ procurementId: procurement._id, biddingType: procurement.biddingType, procurementStart: procurement.startDate, procurementEnd: procurement.endDate }),
    [procurement],
  );
  const resolver = useMemo(() => auctionFormResolver(context), [context]);
  const { control, handleSubmit, setValue, setError, formState } = useForm<AuctionFormValues, unknown, AuctionSessionFormData>({
    resolver,
    defaultValues: draft ? formValuesOfDraft(draft) : EMPTY_AUCTION_FORM,
  });
  const { banner, show, hide } = useFormBanner();
  const backToSection = () => navigate(`/initiation/form/${procurement._id}#auction-session`);

  const showTimeRangeBanner = () =>
    show({ text: t(PROCUREMENT_MSG.auctionTimeRange, parseTimeRangeMessage(auctionTimeRangeError(context)) ?? {}), durationMs: TIME_RANGE_BANNER_MS });
  // The banner names the first refused field: a start or end outside the procurement's dates has
  // the spec's own banner, a missing value is an incomplete form, a wrong one an invalid form.
  const showBannerFor = (errors: FieldErrors<AuctionFormValues>) => {
    const problem = firstFormProblem(errors, TIME_RANGE_ERROR);
    if (problem === null) return;
    if (problem.kind === 'timeRange') return showTimeRangeBanner();
    const title = problem.kind === 'incomplete' ? PROCUREMENT_MSG.uncompleteForm : INVALID_FORM_TITLE;
    show({ title: t(title), text: t(problem.message), durationMs: UNCOMPLETE_FORM_BANNER_MS });
  };
  const [createdId, setCreatedId] = useState<string | null>(null);
  const save = useSaveAuctionDraft({
    procurementId: procurement._id,
    draftId: draft?._id ?? null,
    setError,
    onTimeRange: showTimeRangeBanner,
    onSaved: backToSection,
    onCreated: setCreatedId,
  });
  const toWaitingRoom = useCallback(() => {
    if (createdId) void navigate(`/buyer-auction/${procurement._id}/${createdId}/not-started`);
  }, [createdId, navigate, procurement._id]);

  const options = (list: 'auctionTypes' | 'auctionModels' | 'periodTypes') =>
    activeValues(masters.data?.[list]).map((item) => ({ value: item.code, label: item.label[language] }));
  const currency = procurement.currency ?? DEFAULT_CURRENCY;
  const submitAs = (mode: SaveMode) =>
    handleSubmit(async (session) => {
      hide();
      await save(session, mode);
    }, showBannerFor);
  const onSubmit = submitAs('create');

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      <FormBanner banner={banner} onClose={hide} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
          {t('Auction Evaluation Methods')}
        </Typography>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelectField control={control} name="auctionType" label={t('Auction Type')} options={options('auctionTypes')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelectField control={control} name="auctionModel" label={t('Auction Model')} options={options('auctionModels')} />
          </Grid>
          <AuctionPeriodFields
            control={control}
            setValue={setValue}
            periodOptions={options('periodTypes')}
            procurementStart={procurement.startDate}
            procurementEnd={procurement.endDate}
          />
          {/* The prices always start a row of their own, whatever the period fields above took. */}
          <Grid size={12}>
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <MoneyField control={control} name="initialPrice" label={t('Initial Price')} currency={currency} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DecrementField control={control} currency={currency} />
              </Grid>
            </Grid>
          </Grid>
        </Grid>
      </Paper>
      <AuctionRulesFields control={control} />
      <AuctionParticipants control={control} procurementId={procurement._id} unitPrice={procurement.biddingType === 'UNIT_PRICE'} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
        <Button onClick={backToSection} disabled={formState.isSubmitting}>
          {t('Cancel')}
        </Button>
        <Button variant="outlined" onClick={(event) => void submitAs('draft')(event)} disabled={formState.isSubmitting || createdId !== null}>
          {t('Save as Draft')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting || createdId !== null}>
          {formState.isSubmitting ? t('Saving…') : t('Create Session')}
        </Button>
      </Stack>
      <SessionCreatedDialog open={createdId !== null} onDone={toWaitingRoom} />
    </Stack>
  );
}
