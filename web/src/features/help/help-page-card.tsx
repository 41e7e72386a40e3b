import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { helpPagePath, type HelpPage } from '@procura/domain/help/help.types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HelpTagChips } from './help-tag-chips';
import { useHelpLanguage } from './use-help-language';

/** A page's card on /help/buyer: its first picture, title, description, steps count and tags. */
export function HelpPageCard({ page }: { page: HelpPage }) {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const picture = page.steps.find((step) => step.screenshot)?.screenshot;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`help-card-${page.slug}`}>
      <CardActionArea component={RouterLink} to={helpPagePath(page.slug)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {picture && (
          <Stack sx={{ aspectRatio: '16 / 9', overflow: 'hidden', bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
            <img src={`/help/${picture}`} alt="" loading="lazy" width={1280} height={800} style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top left' }} />
          </Stack>
        )}
        <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3" fontWeight={700}>
            {page.title[language]}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {page.description[language]}
          </Typography>
          <HelpTagChips tags={page.tags} />
          <Stack direction="row" alignItems="center" spacing={0.5} sx={{ color: 'primary.main', pt: 0.5 }}>
            <Typography variant="body2" fontWeight={600}>
              {t('{{count}} steps', { count: page.steps.length })}
            </Typography>
            <ArrowForwardIcon fontSize="small" />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
