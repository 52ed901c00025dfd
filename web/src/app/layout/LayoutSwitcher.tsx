import { Button, PopoverNext, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import {
  LAYOUTS,
  setCompactSidebar,
  setLayoutChoice,
  useCompactSidebar,
  useLayoutChoice,
  type LayoutName,
} from './layoutPrefs';

/** The layout choice (layout1/layout2, remembered on this computer) and layout1's compact sidebar. */
export function LayoutSettings() {
  const layout = useLayoutChoice();
  const compact = useCompactSidebar();
  return (
    <div className="app-layout-settings">
      <RadioGroup
        label="Макет"
        selectedValue={layout}
        onChange={(e) => setLayoutChoice(e.currentTarget.value as LayoutName)}
      >
        {LAYOUTS.map((l) => (
          <Radio key={l.value} value={l.value} labelElement={<span title={l.hint}>{l.label}</span>} />
        ))}
      </RadioGroup>
      <Switch
        label="Компактное боковое меню"
        checked={compact}
        disabled={layout !== 'layout1'}
        onChange={(e) => setCompactSidebar(e.currentTarget.checked)}
      />
    </div>
  );
}

/** A button that opens LayoutSettings in a popover. */
export function LayoutSwitcher({ placement = 'left-start' }: { placement?: 'left-start' | 'bottom-end' }) {
  return (
    <PopoverNext placement={placement} content={<LayoutSettings />}>
      <Button variant="minimal" size="large" icon="page-layout" aria-label="Вид" title="Вид" />
    </PopoverNext>
  );
}
