import { Callout, H2, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import type { ShopType } from '../../../schema/access';
import { useSession } from '../app/session/context';
import { ownShopType, SHOP_TYPE_OPTIONS } from '../settings/PrintSettingsPage';
import { FiscalSettingsCard } from './FiscalSettingsCard';
import './fiscal.css';

/**
 * /Settings/Fiscal «Кассовый аппарат» (docs/fiscal.md «Settings»): where a shop type's admin
 * manages the till's fiscal register: whether receipts go through it, the taxation system, the
 * default VAT and the cashier's INN. An admin edits their own shop type's; the SA picks one.
 */
export default function FiscalSettingsPage() {
  const { user } = useSession();
  const [shopType, setShopType] = useState<ShopType>(ownShopType(user));
  return (
    <section className="app-page fiscal-settings-page">
      <div className="fiscal-settings-header">
        <H2 className="app-page-title">Кассовый аппарат</H2>
        {user?.role === 'SA' && (
          <SegmentedControl
            aria-label="Тип магазина"
            options={SHOP_TYPE_OPTIONS}
            value={shopType}
            onValueChange={(v) => setShopType(v as ShopType)}
            size="small"
          />
        )}
      </div>
      <Callout icon="info-sign" className="fiscal-settings-note">
        Чеки пробиваются на онлайн-кассе АТОЛ через её веб-сервер на компьютере кассира. Адрес и порт кассы
        задаются на каждом рабочем месте (значок кассового аппарата на боковой панели). Ставку НДС товара
        можно указать в карточке товара; без неё действует ставка по умолчанию.
      </Callout>
      <FiscalSettingsCard shopType={shopType} />
    </section>
  );
}
