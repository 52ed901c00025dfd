import { Button, H2 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { PrepTimeCard } from '../kitchen/PrepTimeCard';
import { PresetBar } from '../orders/PresetBar';
import { presetRange } from '../orders/presets';
import { usePresetChoice } from '../orders/usePresets';
import { PageState } from './PageState';
import { ShopSwitch } from './ShopSwitch';
import { StatsCards } from './StatsCards';
import { useOrderStats, useStatsShopType } from './useStats';
import '../orders/orders.css';
import './dashboard.css';

/**
 * /dashboard/statsOrder: the orders of the chosen period (the same period choice as the order
 * list: Завтра … Период) as charts, each with its table.
 */
export default function StatsOrderPage() {
  const choice = usePresetChoice();
  const range = useMemo(() => presetRange(choice.key, new Date(), choice.custom), [choice]);
  const shop = useStatsShopType();
  const { data, loading, refreshing, error, refetch } = useOrderStats(range, shop.shopType);
  // The previous answer stays on screen while the next period loads: say it is not current.
  const ofRange = !!data && data.start === range.start && data.stop === range.stop;
  const current = ofRange && !refreshing;
  // Another period's figures may stay on screen while this one loads, not when it failed.
  const shown = ofRange || !error ? data : undefined;
  return (
    <section className="app-page dash-page" aria-busy={!current}>
      <div className="dash-header">
        <H2 className="app-page-title">Статистика заказов</H2>
        <ShopSwitch choice={shop.choice} canSwitch={shop.canSwitch} onChoose={shop.choose} />
      </div>
      <div className="dash-toolbar">
        <PresetBar choice={choice} range={range} />
        <span className="dash-spacer" />
        <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
      </div>
      <div className={current ? undefined : 'dash-stale'}>
        <PageState
          loading={loading}
          error={error}
          hasData={!!shown}
          empty={!!shown && shown.totals.orders === 0}
          emptyTitle="Заказов за этот период нет"
          emptyDescription="Выберите другой период или оформите заказ."
          onRetry={refetch}
        >
          {() => <StatsCards stats={shown!} />}
        </PageState>
        {shop.shopType === 'fastfood' && <PrepTimeCard range={range} />}
      </div>
    </section>
  );
}
