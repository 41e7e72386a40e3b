import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

interface Topic {
  icon: ComponentType<{ color?: 'primary'; sx?: object }>;
  title: string;
  text: string;
}

// What each invitation of the list will show (spec 3: invitation status NOT_CONFIRMED, ATTEND, NOT_ATTEND).
const TOPICS: Topic[] = [
  { icon: BusinessOutlinedIcon, title: 'Every company', text: 'Invitations from all the companies that invite you, in one list.' },
  { icon: FactCheckOutlinedIcon, title: 'Status', text: 'Whether you still have to confirm, will attend or will not attend.' },
  { icon: EventOutlinedIcon, title: 'Schedule', text: 'When each auction starts and ends, so you can join on time.' },
];

/**
 * /vendor-auction/join, where vendors and spectators land: their auction invitations across
 * companies. The list itself comes with the live auctions; until then the page says what it will
 * hold and where invitations arrive meanwhile (by e-mail).
 */
export function VendorInvitationsPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader title={t('Auction Invitations')} />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('Your auction invitations from every company are listed here, each with its status and schedule.')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {TOPICS.map(({ icon: Icon, title, text }) => (
          <Paper key={title} variant="outlined" sx={{ p: 2.5, flex: 1 }}>
            <Stack direction="row" spacing={1.5} alignItems="flex-start">
              <Icon color="primary" sx={{ mt: 0.25 }} />
              <Box>
                <Typography fontWeight={650}>{t(title)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(text)}
                </Typography>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1.5 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('No invitations yet')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {t('Invitations arrive by e-mail. When a company invites you to an auction, open the link in the e-mail to confirm your attendance.')}
        </Typography>
      </Paper>
    </Box>
  );
}
