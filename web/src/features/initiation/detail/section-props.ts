import type { ProcurementView } from '@procura/domain/procurement/procurement.views';

/** What every section of the initiation detail page receives. */
export interface SectionProps {
  procurement: ProcurementView;
  /** Reloads the procurement (and with it every section) after a change. */
  onChanged: () => void;
}
