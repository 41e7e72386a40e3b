import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdministrationResult } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { administrationProblem, canGiveScores, vendorTechnicalScoreProblem } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../../api/procurement-detail';
import { ExportEvaluationButton } from './export-evaluation-button';
import { ScoreDialogs, type ScoreDialogState } from './scores/score-dialogs';
import { ScoringPercentageDialog } from './scoring-percentage-dialog';
import { ScoringPercentagesTable } from './scoring-percentages-table';
import { UnitPriceEvaluation } from './unit-price-evaluation';
import { VendorEvaluation } from './vendor-evaluation';

interface AdministrationTarget {
  vendorId: string;
  companyName: string;
  administration: AdministrationResult | null;
}

/** The Evaluation Score section of the initiation detail page (docs/rules/procurement.md#evaluation-score). */
export function EvaluationScoreSection({ procurement, onChanged }: SectionProps) {
  const { t } = useTranslation();
  const scoring = procurement.evaluationScoring;
  const [scoringOpen, setScoringOpen] = useState(false);
  const [scoreDialog, setScoreDialog] = useState<ScoreDialogState | null>(null);
  const meritPoint = procurement.evaluationMethod === 'MERIT_POINT';
  const scoresAllowed = canGiveScores(procurement);
  const canDefineScoring = isEditable(procurement.status) && scoring === null;

  // Give Score (merit point, DRAFT or OPEN); a result given after submit stays as it is.
  const administrationFor = (target: AdministrationTarget) => {
    const current = target.administration === null ? null : target.administration === 'PASSED';
    if (!scoresAllowed || administrationProblem(procurement.status, current)) return null;
    return () => setScoreDialog({ kind: 'administration', vendor: target, current });
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ xs: 'stretch', md: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ flexGrow: 1, maxWidth: 640 }}>
          {/* Weights exist for merit point only (the server refuses them otherwise): no empty table for the other methods. */}
          {(meritPoint || scoring !== null) && <ScoringPercentagesTable scoring={scoring} />}
          {canDefineScoring && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'flex-start', sm: 'center' }}>
              <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setScoringOpen(true)} sx={{ flexShrink: 0 }}>
                {t('Scoring Percentage')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('Define the Administration, Technical, and Price Scale to weight your score later.')}
              </Typography>
            </Stack>
          )}
        </Stack>
        <Stack direction="row" justifyContent="flex-end">
          <ExportEvaluationButton procurementId={procurement._id} fileLabel={procurement.procurementNumber ?? procurement.procurementName} />
        </Stack>
      </Stack>

      {procurement.biddingType === 'UNIT_PRICE' ? (
        <UnitPriceEvaluation procurement={procurement} administrationFor={administrationFor} />
      ) : (
        <VendorEvaluation
          procurement={procurement}
          actions={{
            administrationFor,
            technicalFor: (row) => (meritPoint ? () => setScoreDialog({ kind: 'technical', vendor: row, current: row.technicalScore }) : null),
            canGiveTechnical: scoresAllowed && vendorTechnicalScoreProblem(procurement.biddingType, null) === null,
          }}
        />
      )}

      {scoringOpen && <ScoringPercentageDialog procurementId={procurement._id} onSaved={onChanged} onClose={() => setScoringOpen(false)} />}
      <ScoreDialogs state={scoreDialog} procurement={procurement} scoring={scoring} onSaved={onChanged} onClose={() => setScoreDialog(null)} />
    </Stack>
  );
}
