import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../detail/section-props';

/** The Evaluation Score section of the initiation detail page. */
export function EvaluationScoreSection(_props: SectionProps) {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('This page arrives in a later release')}</Typography>;
}
