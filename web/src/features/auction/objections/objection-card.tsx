import { OBJECTION_TEXT_MAX } from '@procura/domain/auction/objections/objection.rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { objectionSchema } from '@procura/domain/auction/objections/objection.schemas';
import type { ObjectionsView } from '@procura/domain/auction/objections/objection.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { payloadResolver } from '../../../components/form/payload-resolver';
import { announce } from '../../../components/live-announcer';
import { RoomCard } from '../room/room-card';
import { ObjectionAnswer, ObjectionDetails, ObjectionsLoading } from './objection-details';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { useMakeObjection, useObjections } from './objections.api';
import { formErrorsOf } from './objections.rules';

interface ObjectionForm {
  text: string;
}

const OBJECTION_FIELDS = ['text'] as const;
const resolver = payloadResolver<ObjectionForm>(objectionSchema, (values) => ({ text: values.text }));

/**
 * The vendor room's objection (sanggah) once the session is DONE (docs/rules/auction-bidding.md#objections):
 * while the window is open and it has not objected, the form (confirmed first); then its objection, what
 * the server attached and the buyer's answer; or that the window closed.
 */
export function ObjectionCard({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation();
  const objections = useObjections(auctionId, true);
  // Refusals without a field stay above the content, also after the card is read again.
  const [general, setGeneral] = useState<string[]>([]);
  // Not a party to the objections (the server answers 404): nothing to show.
  if (isApiError(objections.error) && objections.error.status === 404 && !objections.data) return null;
  const view = objections.data;
  return (
    <RoomCard title={t('Objection')} testId="room-objection">
      <Stack spacing={1.5}>
        {general.map((msg) => (
          <Alert key={msg} severity="error" closeText={t('Close')} onClose={() => setGeneral([])}>
            {t(msg)}
          </Alert>
        ))}
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
          <ObjectionContent auctionId={auctionId} view={view} onGeneralErrors={setGeneral} />
        )}
      </Stack>
    </RoomCard>
  );
}

function ObjectionContent({ auctionId, view, onGeneralErrors }: { auctionId: string; view: ObjectionsView; onGeneralErrors: (messages: string[]) => void }) {
  const { t } = useTranslation();
  const mine = view.objections[0];
  if (mine) {
    return (
      <Stack spacing={2}>
        <ObjectionDetails objection={mine} />
        {mine.answer ? (
          <ObjectionAnswer answer={mine.answer} />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="objection-waiting">
            {view.open ? t("Waiting for the buyer's answer") : t('The buyer did not answer within the objection period.')}
          </Typography>
        )}
      </Stack>
    );
  }
  if (view.canObject && view.deadline) return <MakeObjectionForm auctionId={auctionId} view={view} deadline={view.deadline} onGeneralErrors={onGeneralErrors} />;
  if (!view.open && view.deadline) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="objection-closed">
        {t('The objection period ended on {{deadline}}.', { deadline: formatDateTime(view.deadline) })}
      </Typography>
    );
  }
  return null;
}

function MakeObjectionForm({ auctionId, view, deadline, onGeneralErrors }: { auctionId: string; view: ObjectionsView; deadline: string; onGeneralErrors: (messages: string[]) => void }) {
  const { t } = useTranslation();
  const make = useMakeObjection(auctionId);
  const { control, handleSubmit, setError } = useForm<ObjectionForm>({ resolver, defaultValues: { text: '' } });
  // The text awaiting confirmation.
  const [pending, setPending] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    onGeneralErrors([]);
    setPending(values.text);
  });

  const confirm = async () => {
    if (pending === null) return;
    const text = pending;
    setPending(null);
    try {
      await make.mutateAsync({ text });
      announce(t('Your objection has been submitted.'), 'objection');
    } catch (error) {
      const { fields, general } = formErrorsOf(error, OBJECTION_FIELDS);
      fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
      onGeneralErrors(general);
    }
  };

  return (
    <>
      <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
        <Typography variant="body2" color="text.secondary">
          {t(
            'You may object to the result until {{deadline}} ({{days}} working days after the end; public holidays do not count). Your receipts, your connection record and the ledger head are attached by the server.',
            { deadline: formatDateTime(deadline), days: view.workingDays },
          )}
        </Typography>
        <CountedTextField control={control} name="text" label={t('Your objection')} max={OBJECTION_TEXT_MAX} testId="objection-text-input" />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={make.isPending} data-testid="objection-submit">
            {t('Submit objection')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('Submit objection')}
        message={t('Submit this objection? You can object only once to this session.')}
        confirmLabel={t('Submit')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
