/**
 * The shared rich-text editor (product descriptions, mailings): tiptap with a Blueprint toolbar.
 * Import it only through React.lazy (or RichTextField): tiptap must never reach the sign-in
 * bundle. It emits tiptap's HTML, which schema/rich-text.ts keeps unchanged; the server
 * sanitises on write and on read, so nothing here is a security boundary.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { editorExtensions } from './extensions';
import { askLink, Toolbar } from './Toolbar';
import { UrlDialog, type UrlRequest } from './UrlDialog';
import './richtext.css';

// One configured set for every editor: useEditor compares extensions by identity on each render.
const EXTENSIONS = editorExtensions();

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  placeholder?: string;
  disabled?: boolean;
  /** Put on the editable area, so a FormGroup's labelFor points at it. */
  id?: string;
  minHeight?: number;
}

export default function RichTextEditor({
  value,
  onChange,
  placeholder,
  disabled,
  id,
  minHeight = 160,
}: RichTextEditorProps) {
  const [request, setRequest] = useState<UrlRequest | null>(null);
  // The last HTML this editor emitted: a `value` equal to it is our own echo, not a change.
  const emitted = useRef(value);

  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    }),
    [id, placeholder],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => {
      // An empty document is '' (not '<p></p>'), so «required» checks and dirty flags work; the
      // empty paragraph tiptap keeps at the end (to type below a picture) is not content either.
      const html = e.isEmpty ? '' : e.getHTML().replace(/(<p><\/p>)+$/, '');
      emitted.current = html;
      onChange(html); // useEditor calls the latest options' handlers
    },
  });

  // A value from outside (a reload, a reset, another tab's save) replaces the document; the
  // cursor stays where it was, clamped to the new length.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(value, { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  // Keys typed in the URL dialog bubble here too (React follows portals): only the text counts.
  const onKeyDown = (ev: KeyboardEvent) => {
    const inText = ev.target instanceof Element && ev.target.closest('.ProseMirror');
    if (editor && inText && !disabled && (ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'k') {
      ev.preventDefault();
      askLink(editor, setRequest);
    }
  };

  return (
    <div
      className={`rich-text-editor${disabled ? ' is-disabled' : ''}`}
      style={{ ['--rich-text-min-height' as string]: `${minHeight}px` }}
      onKeyDown={onKeyDown}
    >
      {editor && <Toolbar editor={editor} disabled={disabled} ask={setRequest} />}
      <div className="rich-text-body">
        {empty && placeholder && (
          <div className="rich-text-placeholder" aria-hidden>
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {request && <UrlDialog request={request} onClose={() => setRequest(null)} />}
    </div>
  );
}
