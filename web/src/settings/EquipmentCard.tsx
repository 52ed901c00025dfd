import { Button, Card, H4, Switch, Tag } from '@blueprintjs/core';
import { cashStatus } from './cashRegister';
import { CASH_ERRORS, openCashRegister, useCashRegister } from './cashRegister';
import { setScannerEnabled, useScannerEnabled } from './scanner';

/** This workstation's equipment: the cash register connection and the scanner switch. */
export function EquipmentCard() {
  const cash = useCashRegister();
  const scanner = useScannerEnabled();
  const status = cashStatus(cash);
  return (
    <Card className="settings-equipment">
      <H4>Оборудование этого рабочего места</H4>
      <div className="settings-equipment-row">
        <span>Кассовый аппарат</span>
        <Tag minimal intent={status.intent}>
          {status.text}
        </Tag>
        <span className="settings-muted">
          {cash.settings.address}:{cash.settings.port}
          {cash.errorCatch ? ` · ошибка ${cash.errorCode}: ${CASH_ERRORS[cash.errorCode]}` : ''}
        </span>
        <Button icon="calculator" text="Подключение кассы…" onClick={openCashRegister} />
      </div>
      <Switch
        checked={scanner}
        label="Сканер штрихкодов и QR-кодов"
        onChange={(e) => setScannerEnabled(e.currentTarget.checked)}
      />
    </Card>
  );
}
