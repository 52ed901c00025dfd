import { Alert, Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoment } from './format';
import { movementsOfDocument, type KindDef } from './kinds';
import type { StockDocument } from './useWarehouse';

export interface Failure {
  title: string;
  message: string;
}

/** The server's refusal, and what a posted or deleted document may no longer do. */
export function DocumentBanners({ doc, failure }: { doc: StockDocument | null; failure: Failure | null }) {
  return (
    <>
      {failure && (
        <Callout
          intent="danger"
          icon="error"
          role="alert"
          title={failure.title}
          className="wh-callout wh-failure"
        >
          {failure.message}
        </Callout>
      )}
      {doc?.status === 'posted' && (
        <Callout intent="success" icon="lock" title="Документ проведён" className="wh-callout">
          {formatMoment(doc.postedAt)}
          {doc.postedByName ? `, ${doc.postedByName}` : ''}. Проведённый документ нельзя изменить: сначала
          отмените проведение. <Link to={movementsOfDocument(doc.id)}>Движения по документу</Link>
        </Callout>
      )}
      {doc?.deleted && (
        <Callout intent="warning" icon="trash" title="Документ удалён" className="wh-callout">
          Удалённый документ не меняет остатки. Его можно восстановить.
        </Callout>
      )}
    </>
  );
}

type Confirm = 'post' | 'unpost' | 'delete' | null;

interface ActionsProps {
  kind: KindDef;
  doc: StockDocument | null;
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onPost: () => void;
  onUnpost: () => void;
  onDelete: (deleted: boolean) => void;
}

/**
 * What the document allows now: a draft is saved, posted or deleted; a posted one only unposted;
 * a deleted one restored. Posting, unposting and deleting ask «Да»/«Нет» first.
 */
export function DocumentActions({
  kind,
  doc,
  dirty,
  busy,
  onSave,
  onPost,
  onUnpost,
  onDelete,
}: ActionsProps) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const posted = doc?.status === 'posted';
  const editable = !posted && !doc?.deleted;
  return (
    <div className="wh-actions">
      {editable && (
        <>
          <Button
            icon="floppy-disk"
            text="Сохранить черновик"
            loading={busy}
            disabled={!dirty}
            onClick={onSave}
          />
          <Button
            intent="success"
            icon="tick-circle"
            text="Провести"
            disabled={busy}
            onClick={() => setConfirm('post')}
          />
        </>
      )}
      {posted && (
        <Button
          intent="warning"
          icon="undo"
          text="Отменить проведение"
          loading={busy}
          onClick={() => setConfirm('unpost')}
        />
      )}
      {doc && editable && (
        <Button
          intent="danger"
          variant="minimal"
          icon="trash"
          text="Удалить"
          disabled={busy}
          onClick={() => setConfirm('delete')}
        />
      )}
      {doc?.deleted && (
        <Button icon="reset" text="Восстановить" loading={busy} onClick={() => onDelete(false)} />
      )}
      {doc && (
        <Link to={movementsOfDocument(doc.id)} className="bp6-button bp6-minimal wh-actions-end">
          <span className="bp6-button-text">Движения</span>
        </Link>
      )}
      <Alert
        isOpen={confirm !== null}
        intent={confirm === 'delete' ? 'danger' : confirm === 'unpost' ? 'warning' : 'success'}
        icon={confirm === 'delete' ? 'trash' : confirm === 'unpost' ? 'undo' : 'tick-circle'}
        confirmButtonText="Да"
        cancelButtonText="Нет"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const what = confirm;
          setConfirm(null);
          if (what === 'post') onPost();
          else if (what === 'unpost') onUnpost();
          else if (what === 'delete') onDelete(true);
        }}
      >
        {confirm === 'post' &&
          `Провести ${doc ? `документ ${doc.number}` : 'документ'}? Остатки ${kind.count ? 'станут равны подсчитанным' : 'изменятся'}.`}
        {confirm === 'unpost' && `Отменить проведение ${doc?.number ?? ''}? Остатки вернутся к прежним.`}
        {confirm === 'delete' && `Удалить документ ${doc?.number ?? ''}?`}
      </Alert>
    </div>
  );
}
