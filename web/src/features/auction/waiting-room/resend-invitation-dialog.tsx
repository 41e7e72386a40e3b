import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { resendInvitationSchema } from '@procura/domain/auction/auction.schemas';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { vendorEmailHint } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { RetryWaitNotice, useRetryWait } from '../../../components/retry-wait';
import { resendInvitation } from './waiting-room.api';

interface ResendInvitationDialogProps {
  auctionId: string;
  row: BuyerInvitationRow;
  onClose: () => void;
  /** After 'Email sent' (the caller starts the 10 s wait and refetches). */
  onSent: () => void;
}

type Field = 'picVendor' | 'email';

/** Resend Invitation: edits the PIC vendor name and e-mail (the e-mail only while NOT_CONFIRMED), then mails a new link. */
export function ResendInvitationDialog({ auctionId, row, onClose, onSent }: ResendInvitationDialogProps) {
  const { t } = useTranslation();
  const [picVendor, setPicVendor] = useState(row.picVendor);
  const [email, setEmail] = useState(row.vendorEmail);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // Refused for the 10 s per vendor: the reason and the time left stay in the dialog, and Yes waits.
  const wait = useRetryWait();
  const emailEditable = row.status === 'NOT_CONFIRMED';
  const empty = picVendor.trim() === '' || email.trim() === '';

  const submit = async () => {
    const parsed = resendInvitationSchema.safeParse({ picVendor, email });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setBusy(true);
    try {
      await resendInvitation(auctionId, row.invitationId, parsed.data);
      notify(AUCTION_MSG.emailSent, 'success');
      onSent();
      onClose();
    } catch (error) {
      if (wait.refuse(error)) return;
      const fieldErrors = isApiError(error) ? error.errors.filter((e) => e.param === 'email' || e.param === 'picVendor') : [];
      if (fieldErrors.length) setErrors(Object.fromEntries(fieldErrors.map((e) => [e.param, e.msg])));
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const required = (value: string, field: Field) => errors[field] ?? (value.trim() === '' ? AUCTION_MSG.picVendorRequired : undefined);
  const picError = required(picVendor, 'picVendor');
  const emailError = required(email, 'email');
  // The spec's hint against a free mail provider, as in the vendor dialog.
  const hint = vendorEmailHint(email);
  return (
    <AppDialog
      open
      title={t('Resend Invitation')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={empty || busy || wait.remaining > 0}>
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label={t('PIC Vendor')}
          required
          value={picVendor}
          onChange={(event) => {
            setPicVendor(event.target.value);
            setErrors((current) => ({ ...current, picVendor: undefined }));
          }}
          error={Boolean(picError)}
          helperText={picError ? t(picError) : undefined}
        />
        <TextField
          label={t('PIC E-mail')}
          required
          type="email"
          value={email}
          disabled={!emailEditable}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={Boolean(emailError)}
          helperText={emailError ? t(emailError) : !emailEditable ? t(AUCTION_MSG.picEmailLocked) : (hint && t(hint)) || undefined}
        />
        <RetryWaitNotice wait={wait} />
      </Stack>
    </AppDialog>
  );
}
