import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { PLACEHOLDERS, placeholderToken, type PlaceholderKey } from '../../../schema/marketing';
import { RichTextField } from '../app/richtext/RichTextField';

interface Props {
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
  /** Placeholders the campaign can fill (an occasion needs the occasion condition, …). */
  usable: (key: PlaceholderKey) => boolean;
}

const EDITOR_ID = 'mk-body';

/** Appends the token to the last paragraph (or a new one) when the cursor is not in the text. */
function appendToken(html: string, token: string): string {
  if (html.endsWith('</p>')) return `${html.slice(0, -4)} ${token}</p>`;
  return `${html}<p>${token}</p>`;
}

/**
 * The message body: the shared rich-text editor (lazy) and a button per placeholder. A button
 * keeps the focus in the text (mouse-down is cancelled) and types the token at the cursor, as if
 * typed; with the cursor elsewhere it appends the token to the end.
 */
export function MessageEditor({ value, onChange, disabled, usable }: Props) {
  const insert = (key: PlaceholderKey) => {
    const token = placeholderToken(key);
    const editable = document.getElementById(EDITOR_ID);
    if (
      editable &&
      editable.contains(document.activeElement) &&
      document.execCommand('insertText', false, token)
    ) {
      return;
    }
    onChange(appendToken(value, token));
  };

  return (
    <FormGroup label="Текст письма" labelFor={EDITOR_ID}>
      <div className="mk-placeholders" role="group" aria-label="Подстановки">
        <span className="mk-muted">Вставить:</span>
        <ButtonGroup>
          {PLACEHOLDERS.map((p) => (
            <Button
              key={p.key}
              small
              text={placeholderToken(p.key)}
              title={
                usable(p.key)
                  ? p.hint
                  : `${p.hint}. Недоступно: ${'needs' in p && p.needs === 'promocode' ? 'выберите промокод' : 'задайте повод в сегменте'}`
              }
              aria-label={`Вставить ${p.label.toLowerCase()}`}
              disabled={disabled || !usable(p.key)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(p.key)}
            />
          ))}
        </ButtonGroup>
      </div>
      <RichTextField
        id={EDITOR_ID}
        value={value}
        onChange={onChange}
        disabled={disabled}
        minHeight={180}
        placeholder="Здравствуйте, {{имя}}! …"
      />
    </FormGroup>
  );
}
