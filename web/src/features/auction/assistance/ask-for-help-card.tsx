import { ASSISTANCE_REASON_MAX } from '@procura/domain/auction/assistance/assistance.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { vendorAssistanceSchema, type AssistanceView } from '@procura/domain/auction/assistance/assistance.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';
import { payloadResolver } from '../../../components/form/payload-resolver';
import { announce } from '../../../components/live-announcer';
import { formErrorsOf } from '../objections/objections.rules';
import { RoomCard } from '../room/room-card';
import { useAssistance, useRequestAssistance } from './assistance.api';
import { REQUEST_TEXT, requestStage } from './assistance.rules';
import { CountedTextField } from '../../../components/form/counted-text-field';

interface ReasonForm {
  reason: string;
}

const REASON_FIELDS = ['reason'] as const;
const resolver = payloadResolver<ReasonForm>(vendorAssistanceSchema, (values) => ({ reason: values.reason }));

/**
 * The vendor room's way out when its connection fails (docs/rules/auction-bidding.md#assisted-offers):
 * ask the buyer to place its offer, and what became of its requests. Over HTTP only, so it works
 * while the room's live connection is down.
 */
export function AskForHelpCard({ auctionId, currency }: { auctionId: string; currency: string }) {
  const { t } = useTranslation();
  const assistance = useAssistance(auctionId, true);
  const [asking, setAsking] = useState(false);
  // Not attending (the server answers 404): nothing to ask.
  if (isApiError(assistance.error) && assistance.error.status === 404 && !assistance.data) return null;
  const requests = [...(assistance.data ?? [])].reverse();
  return (
    <RoomCard title={t('Cannot place your offer?')} testId="room-assistance">
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t(
            "If your connection fails, ask the buyer to place your offer for you. A second member of the buyer's committee confirms it, and you receive its receipt by e-mail.",
          )}
        </Typography>
        <Box>
          <Button variant="outlined" onClick={() => setAsking(true)} data-testid="assistance-ask">
            {t('Ask the buyer for help')}
          </Button>
        </Box>
        {!assistance.isPending && !assistance.data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void assistance.refetch()}>
                {t('Try again')}
              </Button>
            }
          >
            {t('We could not load your requests for help.')}
          </Alert>
        )}
        {requests.length > 0 && <OwnRequests requests={requests} currency={currency} />}
      </Stack>
      {asking && <AskForHelpDialog auctionId={auctionId} onClose={() => setAsking(false)} />}
    </RoomCard>
  );
}

const plainText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 } as const;

function OwnRequests({ requests, currency }: { requests: AssistanceView[]; currency: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('Your requests')}
      </Typography>
      <Stack component="ol" aria-labelledby={headingId} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requests.map((request) => (
          <Box component="li" key={request.requestId} data-testid="assistance-request" sx={{ minWidth: 0, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(request.at, { withSeconds: true })}
            </Typography>
            <Typography variant="body2" sx={plainText}>
              {request.reason}
            </Typography>
            <Typography variant="body2" fontWeight={600} data-testid="assistance-status">
              {t(REQUEST_TEXT[requestStage(request)], { amount: request.offer ? formatMoney(request.offer.totalOffer, currency) : '' })}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function AskForHelpDialog({ auctionId, onClose }: { auctionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const request = useRequestAssistance(auctionId);
  const { control, handleSubmit, setError } = useForm<ReasonForm>({ resolver, defaultValues: { reason: '' } });
  // Refusals without a field (the session is not running), above the form.
  const [general, setGeneral] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await request.mutateAsync({ reason: values.reason });
      announce(t('Your request has been sent to the buyer.'), 'assistance');
      onClose();
    } catch (error) {
      const { fields, general: others } = formErrorsOf(error, REASON_FIELDS);
      fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
      setGeneral(others);
    }
  });

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Ask the buyer for help')}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={request.isPending} onCancel={onClose} submitLabel="Send request" />}
    >
      <Stack component="form" id={formId} noValidate spacing={1.5} onSubmit={(event) => void onSubmit(event)} sx={{ pt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('Say why you cannot place your offer yourself. The buyer sees your request at once.')}
        </Typography>
        {general.map((msg) => (
          <Alert key={msg} severity="error">
            {t(msg)}
          </Alert>
        ))}
        <CountedTextField control={control} name="reason" label={t('Reason')} max={ASSISTANCE_REASON_MAX} minRows={3} testId="assistance-reason-input" />
      </Stack>
    </AppDialog>
  );
}
