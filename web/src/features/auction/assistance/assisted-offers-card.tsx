import { ASSISTANCE_REASON_MAX } from '@procura/domain/auction/assistance/assistance.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { buyerAssistanceSchema, type AssistanceView } from '@procura/domain/auction/assistance/assistance.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/auth/profile-query';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';
import { payloadResolver } from '../../../components/form/payload-resolver';
import { announce } from '../../../components/live-announcer';
import { formErrorsOf } from '../objections/objections.rules';
import { RoomCard } from '../room/room-card';
import { useAssistance, useRequestAssistance } from './assistance.api';
import { placeableRequestIds, requestStage } from './assistance.rules';
import { CountedTextField } from '../../../components/form/counted-text-field';
import { ConfirmedOffer, PendingOffer, PlaceOffer, type AssistedVendor } from './assisted-offer-actions';

interface AssistedOffersCardProps {
  auctionId: string;
  currency: string;
  direction: PriceDirection;
  /** The vendors that attend the session: the ones a request can be recorded for. */
  vendors: readonly AssistedVendor[];
}

/**
 * The buyer monitor's assisted offers while the session runs (docs/rules/auction-bidding.md#assisted-offers):
 * the vendors' requests for help (or one recorded from a phone call), an offer placed for a request,
 * and its confirmation by a second member of the committee, which makes it the vendor's offer.
 */
export function AssistedOffersCard({ auctionId, currency, direction, vendors }: AssistedOffersCardProps) {
  const { t } = useTranslation();
  const assistance = useAssistance(auctionId, true);
  // Who is signed in: the account that placed an offer cannot confirm it.
  const accountId = useProfile().data?.account.id ?? null;
  const [recording, setRecording] = useState(false);
  const list = assistance.data;
  const placeable = useMemo(() => placeableRequestIds(list ?? []), [list]);
  const requests = useMemo(() => [...(list ?? [])].reverse(), [list]);
  return (
    <RoomCard
      title={t('Assisted offers')}
      testId="assisted-offers"
      action={
        <Button variant="outlined" size="small" onClick={() => setRecording(true)} sx={{ flexShrink: 0 }} data-testid="assistance-record">
          {t('Record a request')}
        </Button>
      }
    >
      {assistance.isPending ? (
        <Typography variant="body2" color="text.secondary">
          {t('Loading…')}
        </Typography>
      ) : !list ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void assistance.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('We could not load the requests for help.')}
        </Alert>
      ) : requests.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="assisted-offers-empty">
          {t('No vendor has asked for help.')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {requests.map((request) => (
            <RequestEntry
              key={request.requestId}
              auctionId={auctionId}
              request={request}
              currency={currency}
              direction={direction}
              accountId={accountId}
              placeable={placeable.has(request.requestId)}
            />
          ))}
        </Stack>
      )}
      {recording && <RecordRequestDialog auctionId={auctionId} vendors={vendors} onClose={() => setRecording(false)} />}
    </RoomCard>
  );
}

interface RequestEntryProps {
  auctionId: string;
  request: AssistanceView;
  currency: string;
  direction: PriceDirection;
  accountId: string | null;
  /** The vendor's latest request without an offer: the one a placement uses. */
  placeable: boolean;
}

function RequestEntry({ auctionId, request, currency, direction, accountId, placeable }: RequestEntryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Refusals without a field (no request, used already, confirmed already, not running) stay, also after the list is read again.
  const [general, setGeneral] = useState<string[]>([]);
  const stage = requestStage(request);
  const vendor = { procurementVendorId: request.procurementVendorId, vendorName: request.vendorName };
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid="assisted-offer-request"
      sx={{ minWidth: 0, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 2 } }}
    >
      <Stack spacing={1}>
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {request.vendorName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(request.at, { withSeconds: true })} · {request.channel === 'VENDOR' ? t('From the vendor') : t('Recorded by the buyer')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="assisted-offer-reason">
          {request.reason}
        </Typography>
        {general.map((msg) => (
          <Alert key={msg} severity="error" closeText={t('Close')} onClose={() => setGeneral([])}>
            {t(msg)}
          </Alert>
        ))}
        {request.offer && stage === 'placed' && (
          <PendingOffer auctionId={auctionId} vendor={vendor} offer={request.offer} currency={currency} mine={accountId !== null && request.offer.placedBy === accountId} onGeneralErrors={setGeneral} />
        )}
        {request.offer && stage === 'confirmed' && <ConfirmedOffer offer={request.offer} currency={currency} />}
        {stage === 'waiting' && placeable && <PlaceOffer auctionId={auctionId} vendor={vendor} currency={currency} direction={direction} onGeneralErrors={setGeneral} />}
      </Stack>
    </Box>
  );
}

interface RecordForm {
  procurementVendorId: string;
  reason: string;
}

const RECORD_FIELDS = ['procurementVendorId', 'reason'] as const;
const recordResolver = payloadResolver<RecordForm>(buyerAssistanceSchema, (values) => ({ procurementVendorId: values.procurementVendorId, reason: values.reason }));

/** A request the buyer received another way (a phone call), recorded for one attending vendor. */
function RecordRequestDialog({ auctionId, vendors, onClose }: { auctionId: string; vendors: readonly AssistedVendor[]; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const record = useRequestAssistance(auctionId);
  const { control, handleSubmit, setError } = useForm<RecordForm>({ resolver: recordResolver, defaultValues: { procurementVendorId: '', reason: '' } });
  const [general, setGeneral] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await record.mutateAsync({ procurementVendorId: values.procurementVendorId, reason: values.reason });
      announce(t('The request has been recorded.'), 'assistance');
      onClose();
    } catch (error) {
      const { fields, general: others } = formErrorsOf(error, RECORD_FIELDS);
      fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
      setGeneral(others);
    }
  });

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Record a request')}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={record.isPending} onCancel={onClose} submitLabel="Record request" />}
    >
      <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void onSubmit(event)} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('A vendor that cannot reach the room asked you for help another way, such as by phone.')}
        </Typography>
        {general.map((msg) => (
          <Alert key={msg} severity="error">
            {t(msg)}
          </Alert>
        ))}
        <Controller
          control={control}
          name="procurementVendorId"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={t('Vendor')}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            >
              {vendors.map((vendor) => (
                <MenuItem key={vendor.procurementVendorId} value={vendor.procurementVendorId}>
                  {vendor.vendorName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <CountedTextField control={control} name="reason" label={t('Reason')} max={ASSISTANCE_REASON_MAX} minRows={3} testId="assistance-record-reason-input" />
      </Stack>
    </AppDialog>
  );
}
