import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LandingBenefits } from './landing-benefits';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingContactFooter } from './landing-contact-footer';
import { LandingFaq } from './landing-faq';
import { LandingHero } from './landing-hero';
import { landingI18n } from './landing-i18n';
import { scrollToSection } from './landing-sections';
import { LandingTopBar } from './landing-top-bar';
import { TrialSuccessDialog } from './trial/trial-success-dialog';

// The form (react-hook-form, zod and the select menu) downloads only when a visitor shows interest.
const loadTrialDialog = () => import('./trial/trial-request-dialog');
const TrialRequestDialog = lazy(() => loadTrialDialog().then((m) => ({ default: m.TrialRequestDialog })));

const PAGE_TITLE = 'Procura Auction: lelang dan negosiasi pengadaan online';

type TrialStep = 'closed' | 'form' | 'sent';

/** Sets the tab title and the document language while the page shows, and puts them back after. */
function useIndonesianDocument() {
  useEffect(() => {
    const previous = { title: document.title, lang: document.documentElement.lang };
    document.title = PAGE_TITLE;
    document.documentElement.lang = 'id';
    return () => {
      document.title = previous.title;
      document.documentElement.lang = previous.lang;
    };
  }, []);
}

/** `/`: the public landing page, always in Indonesian (docs/rules/shell-and-landing.md#landing-page, docs/rules/shell-and-landing.md#free-trial-request). */
export function LandingPage() {
  const [trialStep, setTrialStep] = useState<TrialStep>('closed');
  // Mounted from the first opening on, so closing animates and a half-filled form is kept.
  const [trialFormWanted, setTrialFormWanted] = useState(false);
  useIndonesianDocument();

  useEffect(() => {
    // Opening /#faq: the sections exist only now, after the page's code arrived.
    const id = window.location.hash.slice(1);
    if (id) scrollToSection(id, 'auto');
  }, []);

  const openTrial = useCallback(() => {
    setTrialFormWanted(true);
    setTrialStep('form');
  }, []);
  const preloadTrial = useCallback(() => void loadTrialDialog(), []);
  const closeTrial = useCallback(() => setTrialStep('closed'), []);
  const trialSent = useCallback(() => setTrialStep('sent'), []);

  const ctaProps = { onFreeTrial: openTrial, onFreeTrialIntent: preloadTrial };
  return (
    <I18nextProvider i18n={landingI18n}>
      <Box lang="id" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <LandingTopBar {...ctaProps} />
        <main>
          <LandingHero {...ctaProps} />
          <LandingBenefits />
          <LandingFaq />
          <LandingCallToAction {...ctaProps} />
        </main>
        <LandingContactFooter onFreeTrial={openTrial} />

        {trialFormWanted && (
          <Suspense fallback={null}>
            <TrialRequestDialog open={trialStep === 'form'} onClose={closeTrial} onSent={trialSent} />
          </Suspense>
        )}
        <TrialSuccessDialog open={trialStep === 'sent'} onClose={closeTrial} />
      </Box>
    </I18nextProvider>
  );
}
