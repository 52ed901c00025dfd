import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { DESCRIPTION_MAX, URL_MAX } from '../../../../schema/webhooks';
import type { CreateWebhookEndpointInput, ShopType, WebhookEvent } from '../../graphql';
import { SHOP_TYPE_LABELS } from '../integrations/labels';
import { EVENTS, EVENT_LABEL, publicName } from './labels';

interface Props {
  creating: boolean;
  create(input: CreateWebhookEndpointInput): Promise<string>;
  onClose(): void;
}

/** The signing secret, shown this once, with a copy button. */
function Secret({ secret, onClose }: { secret: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <DialogBody>
        <Callout intent="warning" className="settings-callout" title="Скопируйте секрет сейчас">
          Он показан один раз. Им получатель проверяет подпись X-Webhook-Signature.
        </Callout>
        <FormGroup label="Секрет" labelFor="webhook-secret">
          <InputGroup
            id="webhook-secret"
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
        <p className="settings-muted">Как проверить подпись: docs/integrations.md, раздел «Вебхуки».</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Готово" onClick={onClose} />} />
    </>
  );
}

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
    <Dialog
      isOpen
      title={secret ? 'Вебхук добавлен' : 'Новый вебхук'}
      onClose={onClose}
      className="webhook-dialog"
    >
      {secret ? (
        <Secret secret={secret} onClose={onClose} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <FormGroup
              label="Адрес (URL)"
              labelFor="webhook-url"
              helperText="Сюда придут POST-запросы с событиями"
            >
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
            {error && (
              <Callout intent="danger" role="alert">
                {error}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Отмена" onClick={onClose} />
                <Button type="submit" intent="primary" text="Добавить" loading={creating} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
