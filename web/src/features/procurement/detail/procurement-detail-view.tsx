import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PROCUREMENT_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { BottomActions } from './actions/bottom-actions';
import { lastCrumbOf, sectionOfAnchor, SECTION_ANCHORS, visibleSections } from './detail-page.rules';
import { DetailSections } from './detail-sections';
import { SectionAnchorList, SectionAnchorSelect } from './section-anchors';
import type { SectionProps } from '../../../api/procurement-detail';
import { TipsPanel } from './tips-panel';
import { useScrollToHash } from './use-scroll-to-hash';
import { useSectionInView } from './use-section-in-view';

// Below the sticky top bar (64 px) with a little air.
const STICKY_TOP = 88;

/** The loaded detail page: header, side anchors with tips, the sections and the bottom buttons. */
export function ProcurementDetailContent({ procurement, onChanged }: SectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = visibleSections(procurement);
  const anchors = sections.map((section) => SECTION_ANCHORS[section]);
  const activeAnchor = useSectionInView(anchors);
  useScrollToHash(anchors);
  const crumb = lastCrumbOf(procurement);

  return (
    <Box>
      <PageHeader
        title={procurement.procurementName}
        breadcrumbs={[
          { label: t('Dashboard'), to: '/dashboard' },
          { label: t('Procurement') },
          { label: t('Initiation'), to: '/initiation' },
          { label: crumb.translate ? t(crumb.label, crumb.values) : crumb.label },
        ]}
        onBack={() => void navigate('/initiation')}
        actions={<StatusBadge status={procurement.status} info={PROCUREMENT_STATUS_INFO} />}
      />
      <Box sx={{ display: { xs: 'block', md: 'none' }, position: 'sticky', top: 64, zIndex: 2, mx: { xs: -2, sm: -3 }, px: { xs: 2, sm: 3 }, py: 1, mb: 1, bgcolor: 'background.default' }}>
        <SectionAnchorSelect sections={sections} activeAnchor={activeAnchor} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ display: { xs: 'none', md: 'flex' }, position: 'sticky', top: STICKY_TOP }}>
          <SectionAnchorList sections={sections} activeAnchor={activeAnchor} />
          <TipsPanel section={activeAnchor ? sectionOfAnchor(activeAnchor) : null} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailSections sections={sections} procurement={procurement} onChanged={onChanged} />
          <BottomActions procurement={procurement} onChanged={onChanged} />
        </Stack>
      </Box>
    </Box>
  );
}
