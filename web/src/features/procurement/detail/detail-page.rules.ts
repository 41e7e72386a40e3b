import { PROCUREMENT_SECTIONS, type ProcurementSection } from '@procura/domain/procurement/procurement.enums';
import { sectionVisibility } from '@procura/domain/procurement/procurement.rules';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import type { ProcurementDetail } from '../../../api/procurement-detail';

// Pure rules of the initiation detail page (docs/rules/procurement.md#detail-page): anchors, tips and the breadcrumb.

/** The element id of each section: the side anchors and links (`#auction-session`) point at it. */
export const SECTION_ANCHORS: Record<ProcurementSection, string> = {
  itemList: 'item-list',
  procurementInfo: 'procurement-info',
  vendorList: 'vendor-list',
  evaluationScore: 'evaluation-score',
  auctionSession: 'auction-session',
  negotiation: 'negotiation',
  logReport: 'log-report',
};

/** The section an anchor id names, or null. */
export function sectionOfAnchor(anchor: string): ProcurementSection | null {
  const id = anchor.replace(/^#/, '');
  return PROCUREMENT_SECTIONS.find((section) => SECTION_ANCHORS[section] === id) ?? null;
}

/** Help text of the tips panel for the section in view (English catalogue keys). */
export const SECTION_TIPS: Record<ProcurementSection, string> = {
  itemList:
    'List every item to procure with its needed quantity and estimated price. Large lists can be filled in the Excel template and imported at once.',
  procurementInfo:
    'Check the procurement info and set its start and end date while it is a draft: every auction session must take place between them.',
  vendorList: 'Invite the vendors by e-mail and phone. An auction needs at least two vendors, a negotiation at least one.',
  evaluationScore:
    'Weight the administration, technical and price scores, then give each vendor its scores. The ranking decides the winner when the procurement ends.',
  auctionSession: 'Create auction sessions for the invited vendors. Draft sessions can be completed later; created ones invite the vendors.',
  negotiation: 'Negotiations with the vendors are listed here once they are available.',
  logReport: 'Reports of the auction sessions whose status is Done are listed here.',
};

/** The key under which the dismissal of a section's tip is stored for the user. */
export function tipKeyOf(section: ProcurementSection): string {
  return `initiation-detail.${section}`;
}

/** The sections shown, in the order of the side anchors. */
export function visibleSections(procurement: ProcurementDetail): ProcurementSection[] {
  const visible = sectionVisibility(procurement, { hasDoneSession: procurement.hasDoneSession });
  return PROCUREMENT_SECTIONS.filter((section) => visible[section]);
}

/**
 * The last crumb: New Initiation and its name while drafting, the name for a negotiation-type procurement,
 * otherwise its number (or its name before it has one). `translate` says whether it is a catalogue key.
 */
export function lastCrumbOf(procurement: Pick<ProcurementDetail, 'status' | 'negotiationType' | 'isNegotiation' | 'procurementName' | 'procurementNumber'>): {
  label: string;
  translate: boolean;
  /** The catalogue key's placeholders. */
  values?: Record<string, string>;
} {
  // A draft is still the spec's New Initiation, named so that two open drafts can be told apart.
  if (isEditable(procurement.status)) return { label: 'New Initiation: {{name}}', translate: true, values: { name: procurement.procurementName } };
  if (procurement.negotiationType === 'NEGOTIATION' || procurement.isNegotiation) return { label: procurement.procurementName, translate: false };
  return { label: procurement.procurementNumber || procurement.procurementName, translate: false };
}
