import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap loads only when an item dialog opens, so the detail page's own download stays light.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.editable === false ? 60 : 180} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
