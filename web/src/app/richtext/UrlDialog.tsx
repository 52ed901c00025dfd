import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

export interface UrlRequest {
  title: string;
  label: string;
  placeholder: string;
  initial: string;
  /** The Russian message of a refused URL, or null when it is accepted. */
  check(url: string): string | null;
  apply(url: string): void;
  /** Offered when the selection already carries a URL (a link): «Убрать». */
  remove?: () => void;
}

/**
 * Asks for one URL (link, image, video). It lives in a portal, but React still bubbles its submit
 * to the form that holds the editor, so the event stops here.
 */
export function UrlDialog({ request, onClose }: { request: UrlRequest; onClose(): void }) {
  const [url, setUrl] = useState(request.initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const problem = request.check(url.trim());
    if (problem) {
      setError(problem);
      return;
    }
    request.apply(url.trim());
    onClose();
  };

  return (
    <Dialog isOpen onClose={onClose} title={request.title} className="rich-text-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup
            label={request.label}
            labelFor="rich-text-url"
            intent={error ? 'danger' : 'none'}
            helperText={error ?? undefined}
          >
            <InputGroup
              id="rich-text-url"
              autoFocus
              value={url}
              placeholder={request.placeholder}
              intent={error ? 'danger' : 'none'}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {request.remove && (
                <Button
                  text="Убрать"
                  variant="minimal"
                  intent="danger"
                  onClick={() => {
                    request.remove?.();
                    onClose();
                  }}
                />
              )}
              <Button text="Отмена" onClick={onClose} />
              <Button type="submit" intent="primary" text="Вставить" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
