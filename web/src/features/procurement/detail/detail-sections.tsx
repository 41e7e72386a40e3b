import { PROCUREMENT_SECTION_LABELS, type ProcurementSection } from '@procura/domain/procurement/procurement.enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { AuctionSessionSection } from '../../auction';
import { EvaluationScoreSection } from '../evaluation/evaluation-score-section';
import { ItemListSection } from '../items/item-list-section';
import { VendorListSection } from '../vendors/vendor-list-section';
import { SECTION_ANCHORS } from './detail-page.rules';
import { DetailSection } from './detail-section';
import { LogReportSection } from '../../auction';
import { NegotiationSection } from '../../negotiation';
import { ProcurementInfoSection } from './info/procurement-info-section';
import type { SectionProps } from '../../../api/procurement-detail';

/** The visible sections in their order; each sits in a card the side anchors point at. */
export function DetailSections({ sections, ...props }: SectionProps & { sections: readonly ProcurementSection[] }) {
  useTranslation();
  const framed = (section: ProcurementSection, content: ReactNode) => (
    <DetailSection key={section} anchorId={SECTION_ANCHORS[section]} title={PROCUREMENT_SECTION_LABELS[section][currentLanguage()]}>
      {content}
    </DetailSection>
  );
  return (
    <>
      {sections.map((section) => {
        switch (section) {
          case 'itemList':
            return <ItemListSection key={section} {...props} />;
          case 'procurementInfo':
            return <ProcurementInfoSection key={section} {...props} />;
          case 'vendorList':
            return framed(section, <VendorListSection {...props} />);
          case 'evaluationScore':
            return framed(section, <EvaluationScoreSection {...props} />);
          case 'auctionSession':
            return framed(section, <AuctionSessionSection {...props} />);
          case 'negotiation':
            return framed(section, <NegotiationSection {...props} />);
          case 'logReport':
            return framed(section, <LogReportSection {...props} />);
        }
      })}
    </>
  );
}
