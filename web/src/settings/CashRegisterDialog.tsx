import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTimeAgo } from '../app/relativeTime';
import {
  CASH_ERRORS,
  DEFAULT_ADDRESS,
  DEFAULT_PORT,
  cashStatus,
  checkSettings,
  clearCashError,
  closeCashRegister,
  connectCashRegister,
  disconnectCashRegister,
  useCashRegister,
  type CashRegisterState,
} from './cashRegister';
import { setScannerEnabled, useScannerEnabled } from './scanner';
import './settings.css';

/** The form; mounted only while the dialog is open, so it starts from the saved address each time. */
function CashRegisterForm({ state }: { state: CashRegisterState }) {
  const [address, setAddress] = useState(state.settings.address);
  const [port, setPort] = useState(String(state.settings.port));
  const [touched, setTouched] = useState(false);
  const scanner = useScannerEnabled();
  const checked = useTimeAgo(state.checkedAt);
  const invalid = touched ? checkSettings(address, port) : null;
  const status = cashStatus(state);

  const connect = () => {
    setTouched(true);
    if (checkSettings(address, port)) return;
    void connectCashRegister({ address: address.trim(), port: Number(port) });
  };

  return (
    <>
      <DialogBody>
        <div className="cash-status" role="status" aria-live="polite">
          <span>Состояние:</span>
          <Tag large minimal intent={status.intent} data-testid="cash-status">
            {status.text}
          </Tag>
          {checked && <span className="settings-muted">проверено {checked}</span>}
        </div>
        {state.errorCatch && (
          <Callout intent="danger" icon="error" className="cash-error" title={`Ошибка ${state.errorCode}`}>
            {CASH_ERRORS[state.errorCode]} ({state.settings.address}:{state.settings.port}).
            <div>
              <Button size="small" variant="minimal" text="Сбросить ошибку" onClick={clearCashError} />
            </div>
          </Callout>
        )}
        <div className="cash-fields">
          <FormGroup
            label="Адрес"
            labelFor="cash-address"
            helperText="IP-адрес или имя компьютера с драйвером кассы"
          >
            <InputGroup
              id="cash-address"
              value={address}
              placeholder={DEFAULT_ADDRESS}
              onValueChange={setAddress}
              onKeyDown={(e) => e.key === 'Enter' && connect()}
              intent={invalid ? 'danger' : 'none'}
            />
          </FormGroup>
          <FormGroup label="Порт" labelFor="cash-port" helperText={`По умолчанию ${DEFAULT_PORT}`}>
            <InputGroup
              id="cash-port"
              value={port}
              inputMode="numeric"
              placeholder={String(DEFAULT_PORT)}
              onValueChange={(v) => setPort(v.replace(/\D/g, '').slice(0, 5))}
              onKeyDown={(e) => e.key === 'Enter' && connect()}
              intent={invalid ? 'danger' : 'none'}
            />
          </FormGroup>
        </div>
        {invalid && <p className="settings-error">{invalid}</p>}
        <Button
          variant="minimal"
          size="small"
          icon="reset"
          text="По умолчанию"
          onClick={() => {
            setAddress(DEFAULT_ADDRESS);
            setPort(String(DEFAULT_PORT));
          }}
        />
        <Switch
          className="cash-scanner"
          checked={scanner}
          label="Сканер штрихкодов и QR-кодов на этом рабочем месте"
          onChange={(e) => setScannerEnabled(e.currentTarget.checked)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {state.connected && <Button text="Отключить" onClick={disconnectCashRegister} />}
            <Button
              intent="primary"
              icon="link"
              text={state.connected ? 'Проверить связь' : 'Подключить'}
              loading={state.connecting}
              onClick={connect}
            />
          </>
        }
      >
        <span className="settings-muted">Настройки хранятся на этом компьютере</span>
      </DialogFooter>
    </>
  );
}

/**
 * The cash register connection dialog (spec section 2); opened from the shell's side bar. The
 * default export is what the shell loads lazily (web/src/settings/CashRegisterSlot.tsx).
 */
export default function CashRegisterDialog() {
  const state = useCashRegister();
  return (
    <Dialog
      isOpen={state.open}
      onClose={closeCashRegister}
      title="Кассовый аппарат"
      icon="calculator"
      className="cash-dialog"
    >
      {state.open && <CashRegisterForm state={state} />}
    </Dialog>
  );
}
