/**
 * Shows rich text the server already sanitised (schema/rich-text.ts runs in the CRM on write and
 * in the gateway on read). No tiptap here: any screen may import it.
 */
import './richtext.css';

export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text-content${className ? ` ${className}` : ''}`}
      // Sanitised by the server, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
