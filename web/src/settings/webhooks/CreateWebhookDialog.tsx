import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { DESCRIPTION_MAX, URL_MAX } from '../../../../schema/webhooks';
import type { CreateWebhookEndpointInput, ShopType, WebhookEvent } from '../../graphql';
import { SHOP_TYPE_LABELS } from '../integrations/labels';
import { EVENTS, EVENT_LABEL, publicName } from './labels';
import { SecretOnceDialog, type SecretView } from '../integrations/SecretOnceDialog';

interface Props {
  creating: boolean;
  create(input: CreateWebhookEndpointInput): Promise<string>;
  onClose(): void;
}

/** The signing secret, shown this once. */
const SECRET: SecretView = {
  warning: 'Скопируйте секрет сейчас',
  why: 'Он показан один раз. Им получатель проверяет подпись X-Webhook-Signature.',
  label: 'Секрет',
  id: 'webhook-secret',
  hint: 'Как проверить подпись: docs/integrations.md, раздел «Вебхуки».',
};

/** «Добавить вебхук»: URL, events, shop type, description; then the secret, once. */
export function CreateWebhookDialog({ creating, create, onClose }: Props) {
  const [url, setUrl] = useState('https://');
  const [description, setDescription] = useState('');
  const [shopType, setShopType] = useState<ShopType | ''>('');
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEvent>>(new Set(['ORDER_CREATED']));
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (e: WebhookEvent) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(e)) next.delete(e);
      else next.add(e);
      return next;
    });

  async function submit() {
    setError(null);
    if (!/^https?:\/\/.+/.test(url.trim())) return setError('Адрес должен начинаться с http:// или https://');
    if (chosen.size === 0) return setError('Выберите хотя бы одно событие');
    try {
      setSecret(
        await create({
          url: url.trim(),
          events: EVENTS.filter((e) => chosen.has(e)),
          shopType: shopType || null,
          description: description.trim(),
        }),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Не удалось добавить вебхук');
    }
  }

  return (
    <SecretOnceDialog
      title="Новый вебхук"
      doneTitle="Вебхук добавлен"
      className="webhook-dialog"
      secret={secret}
      view={SECRET}
      error={error}
      submitText="Добавить"
      creating={creating}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormGroup label="Адрес (URL)" labelFor="webhook-url" helperText="Сюда придут POST-запросы с событиями">
        <InputGroup
          id="webhook-url"
          value={url}
          maxLength={URL_MAX}
          autoFocus
          onChange={(e) => setUrl(e.target.value)}
        />
      </FormGroup>
      <FormGroup label="События">
        <div className="webhook-events">
          {EVENTS.map((e) => (
            <Checkbox
              key={e}
              data-event={e}
              checked={chosen.has(e)}
              onChange={() => toggle(e)}
              labelElement={
                <>
                  {EVENT_LABEL(e)} <code className="settings-muted">{publicName(e)}</code>
                </>
              }
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label="Тип магазина" labelFor="webhook-shop">
        <HTMLSelect
          id="webhook-shop"
          value={shopType}
          onChange={(e) => setShopType(e.target.value as ShopType | '')}
          options={[
            { value: '', label: 'Оба' },
            ...(['flower_shop', 'fastfood'] as const).map((t) => ({
              value: t,
              label: SHOP_TYPE_LABELS[t],
            })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Описание" labelFor="webhook-description" helperText="Например, «Склад 1С»">
        <InputGroup
          id="webhook-description"
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormGroup>
    </SecretOnceDialog>
  );
}
