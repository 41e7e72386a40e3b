import { zodResolver } from '@hookform/resolvers/zod';
import { homePathFor, PASSWORD_RULE_MESSAGE } from '@procura/domain/auth/auth.rules';
import { changePasswordSchema, type ChangePasswordInput, type ProfileResponse } from '@procura/domain/auth/auth.schemas';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../api/http-client';
import { PROFILE_QUERY_KEY, useProfile } from '../../api/auth/profile-query';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { PasswordField } from '../../components/form/password-field';
import { PageHeader } from '../../components/layout/page-header';

const FIELDS = ['password', 'confirmPassword', 'email'] as const;

/** /account/change-password: change the password, or create one (after a reset link). */
export function ChangePasswordPage() {
  const profile = useProfile().data;
  // The guard renders this page only once the profile is loaded.
  return profile ? <ChangePasswordForm profile={profile} /> : null;
}

function ChangePasswordForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setError, watch, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { email: profile.account.email, password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const title = profile.account.hasPassword ? t('Change Password') : t('Create New Password');
  const home = homePathFor(profile.account.role, profile.company);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await http.post('/api/authentication/change-password', input);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      setDone(true);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS, { firstOnly: true });
    }
  });

  return (
    <Stack sx={{ maxWidth: 520 }}>
      <PageHeader title={title} onBack={() => void navigate(-1)} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {done ? (
          <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center', py: 2 }}>
            <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
            <Typography variant="h6" component="p">
              {t('New Password created')}
            </Typography>
            <Button variant="contained" onClick={() => void navigate(home)}>
              {t('Go to dashboard')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
            <Typography color="text.secondary" variant="body2">
              {t(PASSWORD_RULE_MESSAGE)}
            </Typography>
            <PasswordField control={control} name="password" label={t('New Password')} autoComplete="new-password" autoFocus />
            <PasswordField control={control} name="confirmPassword" label={t('Retype New Password')} autoComplete="new-password" />
            <Button type="submit" variant="contained" size="large" disabled={!password || !confirmPassword || formState.isSubmitting}>
              {title}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
