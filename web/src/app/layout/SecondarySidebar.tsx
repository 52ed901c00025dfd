import { Button } from '@blueprintjs/core';
import { cashStatus } from '../../settings/cashRegister';
import { openCashRegister, useCashRegister } from '../../settings/cashRegister';
import { setScannerEnabled, useScannerEnabled } from '../../settings/scanner';
import { LayoutSwitcher } from './LayoutSwitcher';

interface Props {
  chatOpen: boolean;
  onToggleChat(): void;
  /** Called after an action, so the phone's overlay closes. */
  onAction(): void;
}

/**
 * The secondary sidebar of spec section 2: a narrow rail on the right with the workstation's
 * tools — the chat popup, the cash register connection, the scanner switch and the layout. On a
 * phone it slides in over the page from the top bar's «Инструменты».
 */
export function SecondarySidebar({ chatOpen, onToggleChat, onAction }: Props) {
  const cash = useCashRegister();
  const scanner = useScannerEnabled();
  const status = cashStatus(cash);
  return (
    <aside className="app-rail" aria-label="Инструменты">
      <Button
        variant="minimal"
        size="large"
        icon="chat"
        active={chatOpen}
        aria-label={chatOpen ? 'Скрыть чат' : 'Открыть чат'}
        aria-expanded={chatOpen}
        title="Чат"
        onClick={() => {
          onToggleChat();
          onAction();
        }}
      />
      <span className="app-rail-badged">
        <Button
          variant="minimal"
          size="large"
          icon="calculator"
          aria-label={`Кассовый аппарат: ${status.text.toLowerCase()}`}
          title={`Кассовый аппарат: ${status.text.toLowerCase()}`}
          onClick={() => {
            openCashRegister();
            onAction();
          }}
        />
        <span
          className={`app-rail-dot is-${cash.errorCatch ? 'danger' : status.intent}`}
          aria-hidden="true"
        />
      </span>
      <Button
        variant="minimal"
        size="large"
        icon="barcode"
        active={scanner}
        aria-pressed={scanner}
        aria-label={scanner ? 'Сканер штрихкодов включён' : 'Сканер штрихкодов выключен'}
        title={
          scanner ? 'Сканер включён: нажмите, чтобы выключить' : 'Сканер выключен: нажмите, чтобы включить'
        }
        className={scanner ? 'is-on' : 'is-off'}
        onClick={() => setScannerEnabled(!scanner)}
      />
      <LayoutSwitcher />
    </aside>
  );
}
