import { OBJECTION_TEXT_MAX } from '@procura/domain/auction/objections/objection.rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { objectionAnswerSchema } from '@procura/domain/auction/objections/objection.schemas';
import type { ObjectionsView, ObjectionView } from '@procura/domain/auction/objections/objection.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { payloadResolver } from '../../../components/form/payload-resolver';
import { announce } from '../../../components/live-announcer';
import { RoomCard } from '../room/room-card';
import { ObjectionAnswer, ObjectionDetails, ObjectionsLoading } from './objection-details';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { useAnswerObjection, useObjections } from './objections.api';
import { formErrorsOf } from './objections.rules';

interface AnswerForm {
  text: string;
  /** The radio's value: none chosen yet, upheld or not. */
  upheld: '' | 'yes' | 'no';
}

const ANSWER_FIELDS = ['text', 'upheld'] as const;
const answerPayload = (values: AnswerForm) => ({ text: values.text, upheld: values.upheld === '' ? undefined : values.upheld === 'yes' });
const resolver = payloadResolver<AnswerForm>(objectionAnswerSchema, answerPayload);

/**
 * The buyer's objections (sanggah) on the result of a DONE session (docs/rules/auction-bidding.md#objections):
 * the window, each vendor's objection with the evidence the server attached, and its answer or, while
 * the window is open, the form to answer it once.
 */
export function ObjectionsPanel({ auctionId, currency }: { auctionId: string; currency: string }) {
  const { t } = useTranslation();
  const objections = useObjections(auctionId, true);
  const view = objections.data;
  return (
    <RoomCard title={t('Objections')} testId="objections-panel">
      {objections.isPending ? (
        <ObjectionsLoading />
      ) : !view ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void objections.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('We could not load the objections.')}
        </Alert>
      ) : (
        <ObjectionsList auctionId={auctionId} view={view} currency={currency} />
      )}
    </RoomCard>
  );
}

function ObjectionsList({ auctionId, view, currency }: { auctionId: string; view: ObjectionsView; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {view.deadline && (
        <Typography variant="body2" color="text.secondary" data-testid="objections-window">
          {view.open
            ? t('Objection period: until {{deadline}} ({{days}} working days)', { deadline: formatDateTime(view.deadline), days: view.workingDays })
            : t('Objection period ended on {{deadline}}', { deadline: formatDateTime(view.deadline) })}
        </Typography>
      )}
      {view.objections.length === 0 ? (
        <Typography variant="body2" data-testid="objections-empty">
          {t('No vendor has objected.')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {view.objections.map((objection) => (
            <ObjectionEntry key={objection.objectionId} auctionId={auctionId} objection={objection} open={view.open} currency={currency} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ObjectionEntry({ auctionId, objection, open, currency }: { auctionId: string; objection: ObjectionView; open: boolean; currency: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  // Refusals without a field (window closed, answered already) stay, also after the list is read again.
  const [general, setGeneral] = useState<string[]>([]);
  return (
    <Box component="li" aria-labelledby={headingId} data-testid="objection" sx={{ minWidth: 0, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 2 } }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {objection.vendorName}
        </Typography>
        <ObjectionDetails objection={objection} currency={currency} />
        {general.map((msg) => (
          <Alert key={msg} severity="error" closeText={t('Close')} onClose={() => setGeneral([])}>
            {t(msg)}
          </Alert>
        ))}
        {objection.answer ? (
          <ObjectionAnswer answer={objection.answer} />
        ) : open ? (
          <AnswerObjectionForm auctionId={auctionId} objection={objection} onGeneralErrors={setGeneral} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('Not answered within the objection period.')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

function AnswerObjectionForm({ auctionId, objection, onGeneralErrors }: { auctionId: string; objection: ObjectionView; onGeneralErrors: (messages: string[]) => void }) {
  const { t } = useTranslation();
  const decisionId = useId();
  const answer = useAnswerObjection(auctionId);
  const { control, handleSubmit, setError } = useForm<AnswerForm>({ resolver, defaultValues: { text: '', upheld: '' } });
  // The answer awaiting confirmation.
  const [pending, setPending] = useState<{ text: string; upheld: boolean } | null>(null);

  const onSubmit = handleSubmit((values) => {
    onGeneralErrors([]);
    setPending({ text: values.text, upheld: values.upheld === 'yes' });
  });

  const confirm = async () => {
    if (pending === null) return;
    const input = pending;
    setPending(null);
    try {
      await answer.mutateAsync({ objectionId: objection.objectionId, ...input });
      announce(t('Your answer has been sent.'), 'objection-answer');
    } catch (error) {
      const { fields, general } = formErrorsOf(error, ANSWER_FIELDS);
      fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
      onGeneralErrors(general);
    }
  };

  return (
    <>
      <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit} data-testid="objection-answer-form">
        <CountedTextField control={control} name="text" label={t('Your answer')} max={OBJECTION_TEXT_MAX} testId="objection-answer-input" />
        <Controller
          control={control}
          name="upheld"
          render={({ field, fieldState }) => (
            <FormControl required error={Boolean(fieldState.error)}>
              <FormLabel id={`${decisionId}-label`}>{t('Decision')}</FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-labelledby={`${decisionId}-label`}
                aria-required
                aria-describedby={fieldState.error ? `${decisionId}-error` : undefined}
                sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
              >
                <FormControlLabel value="yes" control={<Radio inputRef={field.ref} />} label={t('Uphold the objection')} />
                <FormControlLabel value="no" control={<Radio />} label={t('Do not uphold')} />
              </RadioGroup>
              {fieldState.error?.message && <FormHelperText id={`${decisionId}-error`}>{t(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={answer.isPending} data-testid="objection-answer-submit">
            {t('Send answer')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('Send answer')}
        message={t('Send this answer? An objection is answered once.')}
        confirmLabel={t('Send')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
