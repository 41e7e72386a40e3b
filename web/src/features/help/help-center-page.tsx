import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { helpPagesFor } from '@procura/domain/help/help-content';
import { HELP_CATEGORY_LABELS } from '@procura/domain/help/help.types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { GuideDownloadCard } from './guide-download-card';
import { HelpPageCard } from './help-page-card';
import { visibleHelpGroups } from './help-list.rules';
import { useHelpLanguage } from './use-help-language';

const BUYER_PAGES = helpPagesFor('buyer');

/** /help/buyer: 'Help - Buyer', the search box and the categories with their page cards (docs/rules/reports-dashboard-help.md#help). */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const [query, setQuery] = useState('');
  const groups = visibleHelpGroups(BUYER_PAGES, query);

  return (
    <Box>
      <PageHeader title={t('Help - Buyer')} breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Help - Buyer') }]} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 3 }}>
        <TextField
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('Search modul name or title')}
          sx={{ flexGrow: 1, maxWidth: { md: 560 }, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': t('Search modul name or title'), maxLength: 100, 'data-testid': 'help-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <GuideDownloadCard compact />
      </Stack>

      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid="help-empty">
          <SearchOffIcon color="primary" sx={{ fontSize: 48, mb: 1.5 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            {t('No help page matches "{{query}}"', { query: query.trim() })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('Try another word, or clear the search to see every page.')}
          </Typography>
          <Button variant="outlined" onClick={() => setQuery('')}>
            {t('Clear search')}
          </Button>
        </Paper>
      ) : (
        <Stack spacing={4}>
          {groups.map((group) => (
            <Box component="section" key={group.category} aria-labelledby={`help-category-${group.category}`} data-testid={`help-category-${group.category}`}>
              <Typography id={`help-category-${group.category}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {HELP_CATEGORY_LABELS[group.category][language]}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
                {group.pages.map((page) => (
                  <HelpPageCard key={page.slug} page={page} />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
