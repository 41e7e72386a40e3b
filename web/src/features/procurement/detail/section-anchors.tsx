import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PROCUREMENT_SECTION_LABELS, type ProcurementSection } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { SECTION_ANCHORS } from './detail-page.rules';
import { scrollToSection } from './use-section-in-view';

interface SectionAnchorsProps {
  sections: readonly ProcurementSection[];
  /** The anchor id of the section in view. */
  activeAnchor: string | null;
}

function useSectionLabel() {
  useTranslation();
  return (section: ProcurementSection) => PROCUREMENT_SECTION_LABELS[section][currentLanguage()];
}

/** The side anchors of a wide screen: the numbered sections, the one in view highlighted. */
export function SectionAnchorList({ sections, activeAnchor }: SectionAnchorsProps) {
  const { t } = useTranslation();
  const labelOf = useSectionLabel();
  return (
    <nav aria-label={t('Sections')}>
      <List dense disablePadding>
        {sections.map((section, index) => {
          const anchor = SECTION_ANCHORS[section];
          const active = anchor === activeAnchor;
          return (
            <ListItem key={section} disablePadding>
              <ListItemButton
                component="a"
                href={`#${anchor}`}
                selected={active}
                aria-current={active ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(anchor);
                }}
                sx={{ borderRadius: 1.5, mb: 0.25, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' }}
              >
                <ListItemText
                  primary={`${index + 1}. ${labelOf(section)}`}
                  slotProps={{ primary: { fontSize: 14, fontWeight: active ? 650 : 500, color: active ? 'primary.main' : 'text.secondary' } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}

/** The anchors of a phone: one compact select that jumps to a section. */
export function SectionAnchorSelect({ sections, activeAnchor }: SectionAnchorsProps) {
  const { t } = useTranslation();
  const labelOf = useSectionLabel();
  const value = sections.some((section) => SECTION_ANCHORS[section] === activeAnchor) ? (activeAnchor ?? '') : '';
  return (
    <TextField
      select
      size="small"
      label={t('Go to section')}
      value={value}
      onChange={(event) => scrollToSection(event.target.value)}
      sx={{ bgcolor: 'background.paper' }}
    >
      {sections.map((section, index) => (
        <MenuItem key={section} value={SECTION_ANCHORS[section]}>
          {`${index + 1}. ${labelOf(section)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
