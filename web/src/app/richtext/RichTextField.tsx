/**
 * The editor loaded on demand: screens import this, never RichTextEditor itself, so tiptap stays
 * in its own chunk. Until the chunk arrives a plain skeleton of the same height holds the place.
 */
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="bp6-skeleton" style={{ height: (props.minHeight ?? 160) + 40 }} aria-busy="true" />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
