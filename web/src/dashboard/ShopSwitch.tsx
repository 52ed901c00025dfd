import { SegmentedControl, Tag } from '@blueprintjs/core';
import { SHOP_LABELS, type ShopChoice } from './useStats';

const OPTIONS = [
  { value: 'all', label: 'Все магазины' },
  { value: 'flower_shop', label: SHOP_LABELS.flower_shop },
  { value: 'fastfood', label: SHOP_LABELS.fastfood },
];

/** Whose orders are counted: a superadmin switches, everyone else sees their own shop type. */
export function ShopSwitch({
  choice,
  canSwitch,
  onChoose,
}: {
  choice: ShopChoice;
  canSwitch: boolean;
  onChoose: (c: ShopChoice) => void;
}) {
  if (!canSwitch)
    return (
      <Tag minimal large>
        {choice === 'all' ? 'Все магазины' : SHOP_LABELS[choice]}
      </Tag>
    );
  return (
    <SegmentedControl
      size="small"
      aria-label="Тип магазина"
      options={OPTIONS}
      value={choice}
      onValueChange={(v) => onChoose(v as ShopChoice)}
    />
  );
}
