import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import type { CompanyView } from '@procura/domain/company/company.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { loadFreshProfile } from '../../api/auth/profile-query';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { notify } from '../../components/notify';
import { CompanyAddressForm } from './company-address-form';
import { GeneralInfoForm } from './general-info-form';
import { LegalInfoForm } from './legal-info-form';
import { CompanyCard } from './company-card';
import { CompanySuccessDialog } from './company-success-dialog';
import { COMPANY_QUERY_KEY, finishOnboarding, useMyCompany } from './company.api';

type Panel = 'general' | 'address' | 'legal';

function firstIncomplete(company: CompanyView | null): Panel {
  if (!company) return 'general';
  if (!company.steps.address) return 'address';
  return 'legal';
}

/** /onboarding: the buyer completes the company profile in three cards (docs/rules/companies.md#onboarding). */
export function CompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useMyCompany();
  // null: the first incomplete card; 'none': the reader closed every card.
  const [expanded, setExpanded] = useState<Panel | 'none' | null>(null);
  const [finished, setFinished] = useState(false);

  const goToDashboard = useCallback(() => {
    // The guard reads the profile: refresh it so the dashboard is not sent back here.
    void loadFreshProfile(queryClient).finally(() => void navigate('/dashboard', { replace: true }));
  }, [navigate, queryClient]);

  if (company.isPending) return <LoadingScreen fullHeight={false} />;
  if (company.isError) return <Alert severity="error">{t('We could not load your company. Please reload the page.')}</Alert>;
  const current = company.data;
  // A profile that is already complete goes straight to the dashboard.
  if (current?.isOnboarding && !finished) return <Navigate to="/dashboard" replace />;

  const steps = current?.steps ?? { general: false, address: false, legal: false };
  const open = expanded ?? firstIncomplete(current);
  const doneCount = [steps.general, steps.address, steps.legal].filter(Boolean).length;

  const saved = (next: CompanyView, then: Panel) => {
    queryClient.setQueryData(COMPANY_QUERY_KEY, next);
    setExpanded(then);
  };
  const toggle = (panel: Panel) => {
    if (panel !== 'general' && !steps.general) {
      notify(COMPANY_MSG.completeGeneralFirst, 'warning');
      return;
    }
    setExpanded(open === panel ? 'none' : panel);
  };
  const onLegalSaved = async (next: CompanyView) => {
    saved(next, 'legal');
    if (!next.steps.general || !next.steps.address || !next.steps.legal) {
      notify('Legal info saved', 'success');
      return;
    }
    try {
      queryClient.setQueryData(COMPANY_QUERY_KEY, await finishOnboarding(next));
      setFinished(true);
    } catch (error) {
      applyServerErrors(error, () => undefined, []);
    }
  };

  return (
    <Box sx={{ maxWidth: 920, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          {t('Company Onboarding')}
        </Typography>
        <Typography color="text.secondary">{t('Complete your company profile to start running procurements.')}</Typography>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ pt: 1 }}>
          <LinearProgress variant="determinate" value={(doneCount / 3) * 100} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t('Onboarding progress')} />
          <Typography variant="body2" color="text.secondary">
            {t('{{done}} of 3 completed', { done: doneCount })}
          </Typography>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <CompanyCard
          id="general-info"
          step={1}
          title={t('General Info')}
          description={t('Company type, name, contact person and phone')}
          complete={steps.general}
          expanded={open === 'general'}
          onToggle={() => toggle('general')}
        >
          <GeneralInfoForm company={current} onSaved={(next) => saved(next, next.steps.address ? 'legal' : 'address')} />
        </CompanyCard>
        <CompanyCard
          id="company-address"
          step={2}
          title={t('Company Address')}
          description={t('Province, city, district and street address')}
          complete={steps.address}
          expanded={open === 'address' && steps.general}
          onToggle={() => toggle('address')}
        >
          {current && <CompanyAddressForm company={current} onSaved={(next) => saved(next, 'legal')} />}
        </CompanyCard>
        <CompanyCard
          id="legal-info"
          step={3}
          title={t('Legal Info')}
          description={t('Tax number, ID number and their documents')}
          complete={steps.legal}
          expanded={open === 'legal' && steps.general}
          onToggle={() => toggle('legal')}
        >
          {current && <LegalInfoForm company={current} onSaved={(next) => void onLegalSaved(next)} />}
        </CompanyCard>
      </Stack>
      <CompanySuccessDialog open={finished} onDone={goToDashboard} />
    </Box>
  );
}
