import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CompanyCardProps {
  id: string;
  step: number;
  title: string;
  description: string;
  complete: boolean;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One collapsible onboarding card with its completion mark (docs/rules/companies.md#onboarding). */
export function CompanyCard({ id, step, title, description, complete, expanded, onToggle, children }: CompanyCardProps) {
  const { t } = useTranslation();
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`} sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          {complete ? (
            <CheckCircleIcon color="success" titleAccess={t('Completed')} />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" titleAccess={t('Not completed')} />
          )}
          <div>
            <Typography fontWeight={700}>
              {step}. {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {complete ? t('Completed') : description}
            </Typography>
          </div>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
