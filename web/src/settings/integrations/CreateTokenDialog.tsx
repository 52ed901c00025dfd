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
import type { PageKey, ShopType } from '../../../../schema/access';
import { NAME_MAX } from '../../../../schema/integrations';
import { PAGE_KEY_GROUPS, PAGE_KEY_LABELS } from '../../access-rights/pageKeys';
import { SHOP_TYPE_LABELS } from './labels';

interface Props {
  scopes: readonly PageKey[];
  shopTypes: readonly ShopType[];
  creating: boolean;
  create(input: { name: string; scopes: string[]; shopType: ShopType }): Promise<string>;
  onClose(): void;
}

/** The secret, shown this once, with a copy button. */
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
        <Callout intent="warning" className="settings-callout" title="Скопируйте токен сейчас">
          Он показан один раз: сохраняется только его хеш, и увидеть его снова нельзя.
        </Callout>
        <FormGroup label="Токен" labelFor="integration-secret">
          <InputGroup
            id="integration-secret"
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
        <p className="settings-muted">
          Передавайте его в заголовке <code>Authorization: Bearer …</code> (docs/integrations.md).
        </p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Готово" onClick={onClose} />} />
    </>
  );
}

/** «Создать токен»: name, shop type (the SA's choice), scopes; then the secret, once. */
export function CreateTokenDialog({ scopes, shopTypes, creating, create, onClose }: Props) {
  const [name, setName] = useState('');
  const [shopType, setShopType] = useState<ShopType>(shopTypes[0] ?? 'flower_shop');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (key: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  async function submit() {
    setError(null);
    if (!name.trim()) return setError('Введите название токена');
    if (chosen.size === 0) return setError('Выберите хотя бы один ключ доступа');
    try {
      setSecret(await create({ name: name.trim(), scopes: [...chosen], shopType }));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Не удалось создать токен');
    }
  }

  const groups = PAGE_KEY_GROUPS.map((g) => ({
    ...g,
    keys: g.keys.filter((k) => scopes.includes(k)),
  })).filter((g) => g.keys.length > 0);

  return (
    <Dialog
      isOpen
      title={secret ? 'Токен создан' : 'Новый токен'}
      onClose={onClose}
      className="integration-dialog"
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
            <FormGroup label="Название" labelFor="integration-name" helperText="Например, «Сайт» или «1С»">
              <InputGroup
                id="integration-name"
                value={name}
                maxLength={NAME_MAX}
                autoFocus
                onChange={(e) => setName(e.target.value)}
              />
            </FormGroup>
            {shopTypes.length > 1 && (
              <FormGroup label="Тип магазина" labelFor="integration-shop">
                <HTMLSelect
                  id="integration-shop"
                  value={shopType}
                  onChange={(e) => setShopType(e.target.value as ShopType)}
                  options={shopTypes.map((t) => ({ value: t, label: SHOP_TYPE_LABELS[t] ?? t }))}
                />
              </FormGroup>
            )}
            <FormGroup label="Ключи доступа" helperText="Токен может то же, что сотрудник с этими ключами">
              <div className="integration-scopes">
                {groups.map((g) => (
                  <fieldset key={g.title}>
                    <legend>{g.title}</legend>
                    {g.keys.map((k) => (
                      <Checkbox
                        key={k}
                        label={PAGE_KEY_LABELS[k] ?? k}
                        data-scope={k}
                        checked={chosen.has(k)}
                        onChange={() => toggle(k)}
                      />
                    ))}
                  </fieldset>
                ))}
              </div>
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
                <Button type="submit" intent="primary" text="Создать" loading={creating} />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
