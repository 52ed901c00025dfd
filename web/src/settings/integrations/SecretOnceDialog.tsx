import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

/** How the secret is shown once it is made. */
export interface SecretView {
  /** The warning's title: «Скопируйте токен сейчас». */
  warning: string;
  /** Why it cannot be seen again. */
  why: ReactNode;
  /** The field's label and id: «Токен», `integration-secret`. */
  label: string;
  id: string;
  /** Where to use it, under the field. */
  hint: ReactNode;
}

interface Props {
  /** While the form is up, and once the secret is shown. */
  title: string;
  doneTitle: string;
  className: string;
  /** The secret the creation answered; null while the form is up. */
  secret: string | null;
  view: SecretView;
  /** Why the last «Создать» was refused, above the buttons. */
  error: string | null;
  submitText: string;
  creating: boolean;
  onSubmit(): void;
  onClose(): void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that makes something with a secret (an integration token, a webhook's signing secret):
 * the form, then the secret shown this once with a copy button, since only its hash or its
 * receiver keeps it afterwards.
 */
export function SecretOnceDialog(props: Props) {
  const { secret, onClose } = props;
  return (
    <Dialog
      isOpen
      title={secret ? props.doneTitle : props.title}
      onClose={onClose}
      className={props.className}
    >
      {secret ? (
        <Secret secret={secret} view={props.view} onClose={onClose} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <DialogBody>
            {props.children}
            {props.error && (
              <Callout intent="danger" role="alert">
                {props.error}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Отмена" onClick={onClose} />
                <Button type="submit" intent="primary" text={props.submitText} loading={props.creating} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}

function Secret({ secret, view, onClose }: { secret: string; view: SecretView; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <DialogBody>
        <Callout intent="warning" className="settings-callout" title={view.warning}>
          {view.why}
        </Callout>
        <FormGroup label={view.label} labelFor={view.id}>
          <InputGroup
            id={view.id}
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            rightElement={
              <Button
                variant="minimal"
                icon={copied ? 'tick' : 'duplicate'}
                text={copied ? 'Скопировано' : 'Копировать'}
                onClick={copy}
              />
            }
          />
        </FormGroup>
        <p className="settings-muted">{view.hint}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Готово" onClick={onClose} />} />
    </>
  );
}
