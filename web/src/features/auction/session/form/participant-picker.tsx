import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import type { AuctionFormControl } from './auction-form-resolver';

export interface ParticipantOption {
  id: string;
  primary: string;
  secondary: string;
}

interface ParticipantPickerProps {
  control: AuctionFormControl;
  name: 'vendorIds' | 'itemIds';
  title: string;
  hint: string;
  emptyText: string;
  options: readonly ParticipantOption[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A checkbox list of the procurement's vendors or items taking part in the session. */
export function ParticipantPicker({ control, name, title, hint, emptyText, options, loading, error, onRetry }: ParticipantPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const picked: string[] = field.value ?? [];
        const all = options ?? [];
        const allPicked = all.length > 0 && all.every((option) => picked.includes(option.id));
        const toggle = (id: string) => field.onChange(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);
        return (
          <Box role="group" aria-labelledby={titleId}>
            <Stack direction="row" alignItems="baseline" justifyContent="space-between" spacing={1}>
              <Typography id={titleId} variant="subtitle1" fontWeight={700}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('{{picked}} of {{total}} selected', { picked: picked.length, total: all.length })}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {hint}
            </Typography>
            {loading && <LinearProgress aria-label={t('Loading…')} />}
            {Boolean(error) && (
              <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('Try again')}</Button>}>
                {t(isApiError(error) ? error.firstMessage : 'Something went wrong. Please try again.')}
              </Alert>
            )}
            {!loading && !error && all.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
            {all.length > 0 && (
              <Box sx={{ border: 1, borderColor: fieldState.error ? 'error.main' : 'divider', borderRadius: 1, maxHeight: 320, overflowY: 'auto' }}>
                <FormControlLabel
                  sx={{ px: 1.5, py: 0.5, m: 0, width: '100%', borderBottom: 1, borderColor: 'divider' }}
                  control={
                    <Checkbox
                      inputRef={field.ref}
                      checked={allPicked}
                      indeterminate={!allPicked && picked.length > 0}
                      onChange={() => field.onChange(allPicked ? [] : all.map((option) => option.id))}
                    />
                  }
                  label={<Typography fontWeight={600}>{t('Select all')}</Typography>}
                />
                {all.map((option) => (
                  <FormControlLabel
                    key={option.id}
                    sx={{ px: 1.5, py: 0.25, m: 0, width: '100%', alignItems: 'center' }}
                    control={<Checkbox checked={picked.includes(option.id)} onChange={() => toggle(option.id)} onBlur={field.onBlur} />}
                    label={
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{option.primary}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {option.secondary}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </Box>
            )}
            {fieldState.error?.message && <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}
