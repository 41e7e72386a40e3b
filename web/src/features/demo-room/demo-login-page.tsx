import { zodResolver } from '@hookform/resolvers/zod';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { DEMO_USERNAME_INPUT_MAX, DEMO_USERNAME_MAX, normalizeDemoUsername } from '@procura/domain/demo-room/demo-room.rules';
import { joinDemoRoomSchema, type JoinDemoRoomInput, type JoinDemoRoomResult } from '@procura/domain/demo-room/demo-room.schemas';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormTextField } from '../../components/form/form-text-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { notify } from '../../components/notify';
import { joinDemoRoom } from './demo-room.api';
import { readDemoUsername, storeDemoUsername } from './demo-room.storage';

const FIELDS = ['username'] as const;

/** /login: the legacy demo sign-in by username (docs/rules/shell-and-landing.md#demo-room). */
export function DemoLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm<JoinDemoRoomInput, unknown, JoinDemoRoomResult>({
    resolver: zodResolver(joinDemoRoomSchema),
    defaultValues: { username: readDemoUsername() ?? '' },
  });
  const typed = useWatch({ control, name: 'username' }) ?? '';
  const normalized = normalizeDemoUsername(typed.slice(0, DEMO_USERNAME_INPUT_MAX));
  // The name is kept as typed and shown as the room will know it, so accents can still be composed.
  const helperText = normalized
    ? t('You will join as {{name}}', { name: normalized })
    : t('Letters and digits only, at most {{max}} characters', { max: DEMO_USERNAME_MAX });

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      const joined = await joinDemoRoom(username);
      storeDemoUsername(joined.username);
      notify(DEMO_ROOM_MSG.welcome, 'success', { name: joined.username });
      await navigate('/secured/room', { state: { username: joined.username } });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthLayout
      title={t('Join the demo room')}
      subtitle={t('Pick a name to bid with. No account is needed.')}
      footer={
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
          {t('Back to home')}
        </Button>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <FormTextField control={control} name="username" label={t('Username')} autoComplete="nickname" autoFocus helperText={helperText} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('Join')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
