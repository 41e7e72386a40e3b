import Chip from '@mui/material/Chip';
import type { StatusInfo } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/** A status as a coloured badge, labelled in the reader's language (procurement and auction statuses). */
export function StatusBadge({ status, info }: { status: string; info: Record<string, StatusInfo> }) {
  useTranslation();
  const known = info[status];
  return <Chip size="small" color={known?.badge ?? 'default'} label={known ? known.labels[currentLanguage()] : status} sx={{ fontWeight: 600 }} />;
}
