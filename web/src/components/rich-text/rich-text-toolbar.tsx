import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import TitleIcon from '@mui/icons-material/Title';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolbarAction {
  label: string;
  icon: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const ACTIONS: ToolbarAction[] = [
  { label: 'Bold', icon: <FormatBoldIcon fontSize="small" />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: <FormatItalicIcon fontSize="small" />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Bulleted list',
    icon: <FormatListBulletedIcon fontSize="small" />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumberedIcon fontSize="small" />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Heading',
    icon: <TitleIcon fontSize="small" />,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
];

/** Bold, italic, bulleted and numbered lists and a heading; each button shows whether it is on. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({ editor, selector: ({ editor: current }) => ACTIONS.map((action) => action.active(current)) });
  return (
    <Stack direction="row" spacing={0.5} role="toolbar" aria-label={t('Text formatting')} sx={{ px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {ACTIONS.map((action, index) => (
        <Tooltip key={action.label} title={t(action.label)}>
          <IconButton
            size="small"
            aria-label={t(action.label)}
            aria-pressed={active[index] ?? false}
            color={active[index] ? 'primary' : 'default'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => action.run(editor)}
          >
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
