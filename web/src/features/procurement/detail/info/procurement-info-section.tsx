import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PROCUREMENT_SECTION_LABELS } from '@procura/domain/procurement/procurement.enums';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import { SECTION_ANCHORS } from '../detail-page.rules';
import { DetailSection } from '../detail-section';
import { ProcurementInfoCard } from './procurement-info-card';
import { ProcurementStatusCard } from './procurement-status-card';
import { OcdsDownloadButton } from './ocds-download-button';
import type { SectionProps } from '../../../../api/procurement-detail';

// The dialog brings the date pickers; they load only when someone edits.
const ProcurementInfoDialog = lazy(() => import('./procurement-info-dialog').then((m) => ({ default: m.ProcurementInfoDialog })));

/** Section 2: the Procurement Info and Procurement Status cards; editable (with the period) while DRAFT. */
export function ProcurementInfoSection({ procurement, onChanged }: SectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editable = isEditable(procurement.status);
  return (
    <DetailSection
      anchorId={SECTION_ANCHORS.procurementInfo}
      title={PROCUREMENT_SECTION_LABELS.procurementInfo[currentLanguage()]}
      actions={
        editable && (
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {t('Edit')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <ProcurementInfoCard procurement={procurement} />
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, alignSelf: 'start' }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            {t('Procurement Status')}
          </Typography>
          <ProcurementStatusCard procurement={procurement} />
          <OcdsDownloadButton procurement={procurement} />
        </Box>
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <ProcurementInfoDialog procurement={procurement} onSaved={onChanged} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </DetailSection>
  );
}
