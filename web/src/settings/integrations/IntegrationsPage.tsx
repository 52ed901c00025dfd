import { Alert, Button, Callout, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { IntegrationTokenFieldsFragment } from '../../graphql';
import { PAGE_KEY_LABELS } from '../../access-rights/pageKeys';
import { CreateTokenDialog } from './CreateTokenDialog';
import { SHOP_TYPE_LABELS, when } from './labels';
import { useIntegrationTokens } from './useIntegrationTokens';
import '../settings.css';
import './integrations.css';

type Token = IntegrationTokenFieldsFragment;

function Row({ token, onRevoke }: { token: Token; onRevoke(): void }) {
  const revoked = !!token.revokedAt;
  return (
    <tr data-token={token.name} className={revoked ? 'integration-revoked' : undefined}>
      <td>{token.name}</td>
      <td>{SHOP_TYPE_LABELS[token.shopType] ?? token.shopType}</td>
      <td>
        <div className="integration-scope-tags">
          {token.scopes.map((k) => (
            <Tag key={k} minimal title={k}>
              {PAGE_KEY_LABELS[k] ?? k}
            </Tag>
          ))}
        </div>
      </td>
      <td>{token.createdBy ?? '—'}</td>
      <td>{when(token.createdAt)}</td>
      <td>{token.lastUsedAt ? when(token.lastUsedAt) : 'не использовался'}</td>
      <td>
        {revoked ? (
          <Tag intent="danger" minimal>
            Отозван {when(token.revokedAt)}
          </Tag>
        ) : (
          <Button size="small" intent="danger" icon="disable" text="Отозвать" onClick={onRevoke} />
        )}
      </td>
    </tr>
  );
}

/**
 * /Settings/Integrations (an SA, or an ADMIN for their shop type): named tokens for programs
 * with their own page keys. A new token's secret is shown once; «Отозвать» stops it at once.
 */
export default function IntegrationsPage() {
  const t = useIntegrationTokens();
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Token | null>(null);

  let body: React.ReactNode;
  if (t.loading && !t.tokens) body = <Spinner className="settings-state" aria-label="Загрузка" />;
  else if (!t.tokens)
    body = (
      <NonIdealState
        className="settings-state"
        icon="error"
        title="Не удалось загрузить токены"
        description={t.error?.message}
        action={<Button text="Повторить" onClick={() => void t.refetch()} />}
      />
    );
  else if (t.tokens.length === 0)
    body = (
      <NonIdealState
        className="settings-state"
        icon="key"
        title="Токенов пока нет"
        description="Токен даёт программе (сайту, 1С) доступ к GraphQL и /api с выбранными ключами."
      />
    );
  else
    body = (
      <HTMLTable compact striped className="integration-table" aria-label="Токены интеграций">
        <thead>
          <tr>
            <th>Название</th>
            <th>Магазин</th>
            <th>Ключи доступа</th>
            <th>Создал</th>
            <th>Создан</th>
            <th>Последнее использование</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {t.tokens.map((token) => (
            <Row key={token.id} token={token} onRevoke={() => setConfirm(token)} />
          ))}
        </tbody>
      </HTMLTable>
    );

  return (
    <section className="app-page integrations-page">
      <div className="settings-header">
        <H2 className="app-page-title">Интеграции</H2>
        <span className="settings-spacer" />
        <Button intent="primary" icon="plus" text="Создать токен" onClick={() => setCreating(true)} />
      </div>
      {t.revokeError && (
        <Callout intent="danger" className="settings-callout">
          {t.revokeError.message}
        </Callout>
      )}
      {body}
      {creating && (
        <CreateTokenDialog
          scopes={t.scopes}
          shopTypes={t.shopTypes}
          creating={t.creating}
          create={t.create}
          onClose={() => setCreating(false)}
        />
      )}
      <Alert
        isOpen={confirm !== null}
        intent="danger"
        icon="disable"
        confirmButtonText="Отозвать"
        cancelButtonText="Отмена"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) void t.revoke(confirm.id).catch(() => undefined);
          setConfirm(null);
        }}
      >
        <p>Отозвать токен «{confirm?.name}»? Программы, которые им пользуются, сразу получат отказ (401).</p>
      </Alert>
    </section>
  );
}
