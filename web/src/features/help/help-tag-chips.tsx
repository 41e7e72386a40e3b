import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { HELP_TAG_LABELS, type HelpTag } from '@procura/domain/help/help.types';
import { useHelpLanguage } from './use-help-language';

/** The tag chips of a help page (Initiation, Procurement Process, Purchase Request, Vendor). */
export function HelpTagChips({ tags, size = 'small' }: { tags: readonly HelpTag[]; size?: 'small' | 'medium' }) {
  const language = useHelpLanguage();
  return (
    <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" data-testid="help-tags">
      {tags.map((tag) => (
        <Chip key={tag} label={HELP_TAG_LABELS[tag][language]} size={size} color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}
