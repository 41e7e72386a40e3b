import Chip from '@mui/material/Chip';
import type { StatusInfo } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { statusLabel } from './status-label';

/** A status as a coloured badge, labelled in the reader's language (procurement and auction statuses). */
export function StatusBadge({ status, info, testId }: { status: string; info: Readonly<Record<string, StatusInfo>>; testId?: string }) {
  // Re-renders when the language changes.
  useTranslation();
  return <Chip size="small" color={info[status]?.badge ?? 'default'} label={statusLabel(info, status)} data-testid={testId} sx={{ fontWeight: 600 }} />;
}
