import { Button, Callout, H2, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { SHOP_TYPES, type ShopType } from '../../../schema/access';
import { useTimeAgo } from '../app/relativeTime';
import { useSession } from '../app/session/context';
import { DemoAreasCard } from './DemoAreasCard';
import { EquipmentCard } from './EquipmentCard';
import { PrintSettingsEditor } from './PrintSettingsEditor';
import { useReceiptSettings } from './useReceiptSettings';
import './settings.css';

export const SHOP_TYPE_OPTIONS: { value: ShopType; label: string }[] = [
  { value: 'flower_shop', label: 'Цветочный магазин' },
  { value: 'fastfood', label: 'Фастфуд' },
];

/** The signed-in user's own shop type, where a per-shop-type settings page starts. */
export const ownShopType = (user: { typeAccount?: string | null } | null): ShopType =>
  (SHOP_TYPES as readonly string[]).includes(user?.typeAccount ?? '')
    ? (user!.typeAccount as ShopType)
    : 'flower_shop';

function SavedNote({ at, by }: { at: string | null; by: string | null }) {
  const ago = useTimeAgo(at);
  if (!at) return <span className="settings-muted">Настройки по умолчанию, ещё не менялись</span>;
  return (
    <span className="settings-muted" title={new Date(at).toLocaleString('ru-RU')}>
      Изменено {ago}
      {by ? ` · ${by}` : ''}
    </span>
  );
}

/**
 * /PrintSettingsPage (superadmin): the receipt template of each shop type with a live preview
 * of a sample or a real order, a trial print, and this workstation's equipment.
 */
export default function PrintSettingsPage() {
  const { user } = useSession();
  const [shopType, setShopType] = useState<ShopType>(ownShopType(user));
  const data = useReceiptSettings(shopType);
  const settings = data.settings?.shopType === shopType ? data.settings : null;

  let body: React.ReactNode;
  if (data.loading || (!settings && !data.error))
    body = <Spinner className="settings-state" aria-label="Загрузка" />;
  else if (!settings)
    body = (
      <NonIdealState
        className="settings-state"
        icon="error"
        title="Не удалось загрузить настройки чека"
        description={data.error?.message}
        action={<Button text="Повторить" onClick={() => void data.refetch()} />}
      />
    );
  else
    body = (
      <PrintSettingsEditor
        // A save or another shop type starts the form again from what is stored.
        key={`${shopType}:${settings.updatedAt ?? 'default'}`}
        settings={settings}
        shopType={shopType}
        save={data.save}
        saving={data.saving}
      />
    );

  return (
    <section className="app-page print-settings">
      <div className="settings-header">
        <H2 className="app-page-title">Печать чеков</H2>
        <SegmentedControl
          aria-label="Тип магазина"
          options={SHOP_TYPE_OPTIONS}
          value={shopType}
          onValueChange={(v) => setShopType(v as ShopType)}
          size="small"
        />
        <span className="settings-spacer" />
        {settings && <SavedNote at={settings.updatedAt} by={settings.updatedByName} />}
      </div>
      <Callout icon="info-sign" className="settings-callout">
        Шаблон чека общий для всех касс магазина этого типа. Чек печатается через окно печати браузера:
        выберите принтер чеков и отключите поля страницы.
      </Callout>
      {body}
      <EquipmentCard />
      <DemoAreasCard />
    </section>
  );
}
