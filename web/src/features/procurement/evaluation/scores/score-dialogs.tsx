import type { EvaluationScoringView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { AdministrationScoreDialog, type ScoredVendor } from './administration-score-dialog';
import { TechnicalScoreDialog } from './technical-score-dialog';

export type ScoreDialogState =
  | { kind: 'administration'; vendor: ScoredVendor; current: boolean | null }
  | { kind: 'technical'; vendor: ScoredVendor; current: string | null };

interface ScoreDialogsProps {
  state: ScoreDialogState | null;
  procurement: ProcurementView;
  scoring: EvaluationScoringView | null;
  onSaved: () => void;
  onClose: () => void;
}

/** The Administration Score or Technical Score dialog of the vendor chosen in the table. */
export function ScoreDialogs({ state, procurement, scoring, onSaved, onClose }: ScoreDialogsProps) {
  if (!state) return null;
  const key = `${state.kind}-${state.vendor.vendorId}`;
  return state.kind === 'administration' ? (
    <AdministrationScoreDialog key={key} procurement={procurement} vendor={state.vendor} current={state.current} onSaved={onSaved} onClose={onClose} />
  ) : (
    <TechnicalScoreDialog key={key} procurement={procurement} vendor={state.vendor} scoring={scoring} current={state.current} onSaved={onSaved} onClose={onClose} />
  );
}
