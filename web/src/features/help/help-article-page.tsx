import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { helpPageBySlug, relatedHelpPages } from '@procura/domain/help/help-content';
import { HELP_CATEGORY_LABELS, helpPagePath, type HelpAudience } from '@procura/domain/help/help.types';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { GuideDownloadCard } from './guide-download-card';
import { HelpSteps } from './help-steps';
import { HelpTagChips } from './help-tag-chips';
import { useHelpLanguage } from './use-help-language';

const HOME: Record<HelpAudience, { path: string; label: string }> = {
  buyer: { path: '/help/buyer', label: 'Help - Buyer' },
  vendor: { path: '/help/vendor', label: 'Help - Vendor' },
};

/**
 * One help page (/help/{slug}, /help/vendor, /help/start-vendor-auction): tags, description, the
 * illustrated walkthrough in place of the spec's video, the related pages and, for buyers, the guide.
 */
export function HelpArticlePage({ slug: fixedSlug, audience }: { slug?: string; audience: HelpAudience }) {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const page = helpPageBySlug(fixedSlug ?? params.slug ?? '');
  if (!page || page.audience !== audience) return <Navigate to="/notfound" replace />;

  const home = HOME[audience];
  const isHome = page.slug === 'vendor';
  const title = page.title[language];
  const related = relatedHelpPages(page);

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={isHome ? undefined : [{ label: t(home.label), to: home.path }, { label: title }]}
        onBack={isHome ? undefined : () => void navigate(home.path)}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={3} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                {/* The vendor pages' category is their only tag: shown once. */}
                {audience === 'buyer' && <Chip label={HELP_CATEGORY_LABELS[page.category][language]} size="small" />}
                <HelpTagChips tags={page.tags} />
              </Stack>
              <Typography variant="body1" data-testid="help-description">
                {page.description[language]}
              </Typography>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="help-walkthrough">
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2.5 }}>
              <AutoStoriesOutlinedIcon color="primary" />
              <Typography id="help-walkthrough" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {t('Illustrated walkthrough')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('{{count}} steps', { count: page.steps.length })}
              </Typography>
            </Stack>
            <HelpSteps title={title} steps={page.steps} />
          </Paper>
        </Stack>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
          {related.length > 0 && (
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="help-related">
              <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
                {t('Related')}
              </Typography>
              <Stack spacing={1}>
                {related.map((other) => (
                  <Link key={other.slug} component={RouterLink} to={helpPagePath(other.slug)} underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                    <Box component="span" sx={{ flexGrow: 1 }}>
                      {other.title[language]}
                    </Box>
                    <ArrowForwardIcon fontSize="small" />
                  </Link>
                ))}
              </Stack>
            </Paper>
          )}
          {audience === 'buyer' && <GuideDownloadCard />}
        </Stack>
      </Stack>
    </Box>
  );
}
