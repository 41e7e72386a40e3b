import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HelpStep } from '@procura/domain/help/help.types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpLanguage } from './use-help-language';

interface Zoomed {
  src: string;
  alt: string;
}

/** The illustrated walkthrough: numbered steps, each with its screenshot (lazy, zoomed on click). */
export function HelpSteps({ title, steps }: { title: string; steps: readonly HelpStep[] }) {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const [zoomed, setZoomed] = useState<Zoomed | null>(null);
  return (
    <>
      <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="help-steps">
        {steps.map((step, index) => {
          const alt = t('{{title}}, step {{number}}', { title, number: index + 1 });
          const src = step.screenshot ? `/help/${step.screenshot}` : null;
          return (
            <Stack component="li" key={index} direction="row" spacing={2} data-testid="help-step">
              <Box
                aria-hidden
                sx={{ flexShrink: 0, width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}
              >
                {index + 1}
              </Box>
              <Stack spacing={1.5} sx={{ minWidth: 0, flexGrow: 1, pt: 0.5 }}>
                <Typography>{step.text[language]}</Typography>
                {src && (
                  <ButtonBase
                    onClick={() => setZoomed({ src, alt })}
                    aria-label={t('Enlarge {{name}}', { name: alt })}
                    sx={{ position: 'relative', display: 'block', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', cursor: 'zoom-in', maxWidth: 880 }}
                  >
                    <img src={src} alt={alt} loading="lazy" decoding="async" width={1280} height={800} style={{ display: 'block', width: '100%', height: 'auto' }} />
                    <Box sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(15,31,61,0.7)', color: '#fff', borderRadius: 1, px: 0.75, py: 0.25, display: 'flex' }}>
                      <ZoomInIcon fontSize="small" />
                    </Box>
                  </ButtonBase>
                )}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <Dialog open={zoomed !== null} onClose={() => setZoomed(null)} maxWidth="xl" fullWidth aria-label={zoomed?.alt}>
        {zoomed && (
          <Box sx={{ position: 'relative' }}>
            <img src={zoomed.src} alt={zoomed.alt} style={{ display: 'block', width: '100%', height: 'auto' }} />
            <IconButton aria-label={t('Close')} onClick={() => setZoomed(null)} sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}>
              <CloseIcon />
            </IconButton>
          </Box>
        )}
      </Dialog>
    </>
  );
}
