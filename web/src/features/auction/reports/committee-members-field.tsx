import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMITTEE_MAX, COMMITTEE_TEXT_MAX, type CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import { useTranslation } from 'react-i18next';

/** Errors per member and field, keyed `${index}.name` / `${index}.position` (the schema's issue paths). */
export type CommitteeErrors = Partial<Record<string, string>>;

interface CommitteeMembersFieldProps {
  members: CommitteeMember[];
  errors: CommitteeErrors;
  disabled: boolean;
  onChange: (members: CommitteeMember[]) => void;
}

/**
 * The committee of the minutes (docs/rules/reports-dashboard-help.md#auction-reports): name and position per member,
 * added and removed by the buyer; each gets a signature block on both reports, none without members.
 */
export function CommitteeMembersField({ members, errors, disabled, onChange }: CommitteeMembersFieldProps) {
  const { t } = useTranslation();
  const edit = (index: number, field: keyof CommitteeMember, value: string) => onChange(members.map((m, i) => (i === index ? { ...m, [field]: value } : m)));
  return (
    <Stack spacing={1} data-testid="report-committee-members">
      <Typography variant="subtitle2">{t('Committee members (signature blocks)')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t('Each member gets a signature block on both reports, beside the place for the e-Meterai; without members none is printed.')}
      </Typography>
      {members.map((member, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          {(['name', 'position'] as const).map((field) => (
            <TextField
              key={field}
              label={t(field === 'name' ? 'Name' : 'Position')}
              required
              size="small"
              fullWidth
              value={member[field]}
              onChange={(event) => edit(index, field, event.target.value)}
              error={Boolean(errors[`${index}.${field}`])}
              helperText={errors[`${index}.${field}`] ? t(errors[`${index}.${field}`]!) : undefined}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: COMMITTEE_TEXT_MAX, 'data-testid': `report-member-${field}-${index}` } }}
            />
          ))}
          <IconButton aria-label={t('Remove member {{number}}', { number: index + 1 })} onClick={() => onChange(members.filter((_, i) => i !== index))} disabled={disabled}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        variant="text"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...members, { name: '', position: '' }])}
        disabled={disabled || members.length >= COMMITTEE_MAX}
        data-testid="report-member-add"
      >
        {t('Add member')}
      </Button>
    </Stack>
  );
}
