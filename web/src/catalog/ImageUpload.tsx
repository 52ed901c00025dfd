import { Button, Callout, Icon, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { checkImageFile } from './upload';

interface Props {
  /** The stored picture (thumbnail first: it is what fits the box), or null without one. */
  storedUrl: string | null;
  /** The full picture, opened by a click on the stored one. */
  fullUrl?: string | null;
  /** A file chosen but not stored yet (a new product, or a failed upload to retry). */
  pending: File | null;
  /** The server's refusal (or the quick check's) to show until the next choice. */
  error?: string | null;
  busy?: boolean;
  /** What the box is about, for screen readers: «Изображение товара». */
  label: string;
  /** Hint under the box: whether the file goes now or with the save. */
  hint?: string;
  onPick: (file: File) => void;
  /** Asks to remove the stored picture; absent when there is none or it cannot be removed. */
  onRemove?: () => void;
  /** Sends the pending file again after a refusal. */
  onRetry?: () => void;
  /** Drops the pending file. */
  onDiscard?: () => void;
}

/**
 * A local preview of a chosen file. The object URL is made and released by the effect and set
 * on the element directly, so it lives exactly as long as the preview is shown.
 */
function LocalPreview({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!img.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={img} alt="Выбранное изображение" />;
}

/**
 * A picture: file input and drop area with an instant local preview. A quick check of type and
 * size answers at once, but the server decides: its refusal is shown as it words it.
 */
export function ImageUpload(props: Props) {
  const { storedUrl, fullUrl, pending, error, busy, label, hint } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [quick, setQuick] = useState<string | null>(null);
  const shown = Boolean(pending || storedUrl);
  const message = quick ?? error ?? null;

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setQuick(problem);
    if (!problem) props.onPick(file);
  };

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (!busy) take(e.dataTransfer.files?.[0]);
  };

  return (
    <div className="catalog-image">
      <div
        className={`catalog-dropzone${over ? ' is-over' : ''}${shown ? ' has-image' : ''}`}
        role="group"
        aria-label={label}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {shown ? (
          pending ? (
            <span className="catalog-dropzone-image">
              <LocalPreview file={pending} />
            </span>
          ) : (
            <a
              href={fullUrl ?? undefined}
              target="_blank"
              rel="noreferrer"
              className="catalog-dropzone-image"
              title={fullUrl ? 'Открыть в полном размере' : undefined}
            >
              <img src={storedUrl ?? undefined} alt="Текущее изображение" />
            </a>
          )
        ) : (
          <div className="catalog-dropzone-empty">
            <Icon icon="media" size={40} />
            <span>Перетащите изображение сюда</span>
          </div>
        )}
        {busy && (
          <div className="catalog-dropzone-busy">
            <Spinner size={32} aria-label="Загрузка изображения" />
          </div>
        )}
      </div>
      <div className="catalog-image-actions">
        <Button
          icon="upload"
          text={shown ? 'Заменить' : 'Выбрать файл'}
          disabled={busy}
          onClick={() => input.current?.click()}
        />
        {pending && props.onRetry && error && (
          <Button icon="refresh" text="Повторить загрузку" disabled={busy} onClick={props.onRetry} />
        )}
        {pending && props.onDiscard && (
          <Button
            variant="minimal"
            icon="cross"
            text="Отменить выбор"
            disabled={busy}
            onClick={props.onDiscard}
          />
        )}
        {!pending && storedUrl && props.onRemove && (
          <Button
            variant="minimal"
            intent="danger"
            icon="trash"
            text="Удалить изображение"
            disabled={busy}
            onClick={props.onRemove}
          />
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="catalog-file-input"
          aria-label={`${label}: файл`}
          onChange={(e) => {
            take(e.target.files?.[0]);
            // The same file can be chosen again after a refusal.
            e.target.value = '';
          }}
        />
      </div>
      {message && (
        <Callout intent="danger" icon="error" className="catalog-callout" role="alert">
          {message}
        </Callout>
      )}
      <p className="catalog-muted catalog-image-hint">
        {hint ?? 'JPEG, PNG, WebP или GIF до 5 МБ. Хранится в WebP, миниатюра делается сама.'}
      </p>
    </div>
  );
}
