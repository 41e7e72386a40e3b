import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../detail/section-props';

/** The Auction Session section of the initiation detail page. */
export function AuctionSessionSection(_props: SectionProps) {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('This page arrives in a later release')}</Typography>;
}
