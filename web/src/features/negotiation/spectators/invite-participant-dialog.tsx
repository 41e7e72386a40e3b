import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { addSpectator } from '../online/negotiation-online.api';
import { checkInvite, companyChoices, type InviteFields } from './invite-participant.rules';

const EMPTY: InviteFields = { companyId: '', email: '' };

/** 'Invite New Participant' (buyer): company and e-mail; the spectator receives a link by e-mail. */
export function InviteParticipantDialog({ open, state, onClose }: { open: boolean; state: NegotiationRoomState; onClose: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<InviteFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof InviteFields, string>>>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFields(EMPTY);
    setErrors({});
    onClose();
  };
  const change = (name: keyof InviteFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const send = async () => {
    const checked = checkInvite(fields, state.negotiation._id);
    if ('errors' in checked) return setErrors(checked.errors);
    setBusy(true);
    try {
      const link = `${window.location.origin}/negotiation/session-online/vendor/${state.batch._id}/${state.negotiation._id}`;
      await addSpectator({ ...checked.input, link, entity: 'negotiation' });
      notify(NEGOTIATION_MSG.spectatorInvited, 'success', { email: checked.input.email });
      close();
    } catch (error) {
      const field = isApiError(error) ? error.errors.find((e) => e.param === 'email' || e.param === 'companyId') : undefined;
      if (field) setErrors({ [field.param as keyof InviteFields]: field.msg });
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={t('Invite New Participant')}
      onClose={close}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid="invite-send">
            {t('Send Invitation')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Autocomplete
          freeSolo
          options={companyChoices(state.procurement.buyerCompanyName, state.negotiation.vendorName)}
          inputValue={fields.companyId}
          onInputChange={(_, value) => change('companyId', value)}
          // MUI's own button names are English.
          openText={t('Show options')}
          closeText={t('Hide options')}
          clearText={t('Clear')}
          noOptionsText={t('No matches')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('Company')}
              required
              error={Boolean(errors.companyId)}
              helperText={errors.companyId ? t(errors.companyId) : undefined}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'invite-company', maxLength: 200 } }}
            />
          )}
        />
        <TextField
          label={t('Email')}
          required
          type="email"
          value={fields.email}
          onChange={(event) => change('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ? t(errors.email) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'invite-email', maxLength: 254, autoComplete: 'off' } }}
          onKeyDown={(event) => event.key === 'Enter' && void send()}
        />
      </Stack>
    </AppDialog>
  );
}
