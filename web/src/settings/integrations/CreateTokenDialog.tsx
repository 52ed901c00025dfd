import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { PageKey, ShopType } from '../../../../schema/access';
import { NAME_MAX } from '../../../../schema/integrations';
import { PAGE_KEY_GROUPS, PAGE_KEY_LABELS } from '../../access-rights/pageKeys';
import { SHOP_TYPE_LABELS } from './labels';
import { SecretOnceDialog, type SecretView } from './SecretOnceDialog';

interface Props {
  scopes: readonly PageKey[];
  shopTypes: readonly ShopType[];
  creating: boolean;
  create(input: { name: string; scopes: string[]; shopType: ShopType }): Promise<string>;
  onClose(): void;
}

/** The secret, shown this once. */
const SECRET: SecretView = {
  warning: 'Скопируйте токен сейчас',
  why: 'Он показан один раз: сохраняется только его хеш, и увидеть его снова нельзя.',
  label: 'Токен',
  id: 'integration-secret',
  hint: (
    <>
      Передавайте его в заголовке <code>Authorization: Bearer …</code> (docs/integrations.md).
    </>
  ),
};

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
    <SecretOnceDialog
      title="Новый токен"
      doneTitle="Токен создан"
      className="integration-dialog"
      secret={secret}
      view={SECRET}
      error={error}
      submitText="Создать"
      creating={creating}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </SecretOnceDialog>
  );
}
