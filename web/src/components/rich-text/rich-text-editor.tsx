import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cspNonce } from '../content-security-policy';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** Initial HTML; the editor owns the text afterwards. */
  value: string;
  onChange?: (html: string) => void;
  /** False shows the text read-only (parsed by the editor's schema, so nothing foreign runs). */
  editable?: boolean;
  ariaLabel: string;
  ariaDescribedBy?: string;
  error?: boolean;
}

// Only what the toolbar offers; the server sanitises to the same tags.
const extensions = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    strike: false,
    link: false,
    underline: false,
  }),
];

/** The item specification editor (TipTap) with a small toolbar: bold, italic, lists, heading. */
export function RichTextEditor({ value, onChange, editable = true, ariaLabel, ariaDescribedBy, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    // TipTap's own base styles go into a <style> element, which the page's policy allows only with its nonce.
    injectNonce: cspNonce(),
    content: value,
    editable,
    editorProps: {
      attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', ...(ariaDescribedBy ? { 'aria-describedby': ariaDescribedBy } : {}) },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Box
      sx={{
        border: editable ? 1 : 0,
        borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        '&:focus-within': editable ? { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` } : {},
        '& .ProseMirror': { minHeight: editable ? 140 : 0, px: editable ? 1.5 : 0, py: 1, outline: 'none', fontSize: 14, lineHeight: 1.6 },
        '& .ProseMirror p': { my: 0.5 },
        '& .ProseMirror ul, & .ProseMirror ol': { pl: 3, my: 0.5 },
        '& .ProseMirror h3': { fontSize: 16, fontWeight: 650, my: 1 },
      }}
    >
      {editable && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
