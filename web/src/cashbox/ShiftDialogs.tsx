import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { formatRub } from '../../../schema/money';
import type { CashMoveKind } from '../graphql';
import { serverError, type ServerError } from '../lists/errors';
import { differenceText, formatSigned, parseAmount } from './money';

/** Submitting state and the server's refusal, shared by the three dialogs. */
function useSubmit(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ServerError | null>(null);
  const submit = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (e) {
      // The dialog stays open with everything typed; the reason is shown at its field, or on top.
      setFailure(serverError(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}

/** The refusal on top, unless each of its fields is one the dialog shows (`at`): then it is there. */
function Failure({ error, at }: { error: ServerError | null; at: readonly string[] }) {
  const keys = error ? Object.keys(error.fields) : [];
  if (!error || (keys.length > 0 && keys.every((k) => at.includes(k)))) return null;
  return (
    <Callout intent="danger" icon="error" role="alert" className="cb-dialog-callout">
      {error.message}
    </Callout>
  );
}

interface AmountProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  helper?: string;
  autoFocus?: boolean;
}

function AmountField({ id, label, value, onChange, error, helper, autoFocus }: AmountProps) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? helper}>
      <InputGroup
        id={id}
        large
        inputMode="decimal"
        autoFocus={autoFocus}
        rightElement={<span className="cb-unit">₽</span>}
        intent={error ? 'danger' : 'none'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}

interface OpenProps {
  isOpen: boolean;
  branchName: string;
  onClose: () => void;
  onOpen: (openingCash: number) => Promise<unknown>;
}

/** Opening a shift: the cash counted in the till before the first sale. */
export function OpenShiftDialog({ isOpen, branchName, onClose, onOpen }: OpenProps) {
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const { busy, failure, submit } = useSubmit(() => {
    setText('');
    setShown(false);
    onClose();
  });
  const parsed = parseAmount(text, { allowZero: true });
  const go = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (parsed.value !== undefined) void submit(() => onOpen(parsed.value!));
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={`Открыть смену: ${branchName}`} icon="unlock">
      <form onSubmit={go}>
        <DialogBody>
          <Failure error={failure} at={['openingCash']} />
          <AmountField
            id="cb-opening"
            label="Наличные в кассе на начало смены"
            helper="Пересчитайте размен в кассе"
            value={text}
            onChange={setText}
            error={(shown ? parsed.error : undefined) ?? failure?.fields.openingCash}
            autoFocus
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} />
              <Button type="submit" intent="primary" text="Открыть смену" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

interface MoveProps {
  kind: CashMoveKind | null;
  /** Cash the till should hold now, kopecks. */
  expected: number;
  onClose: () => void;
  onMove: (kind: CashMoveKind, amount: number, reason: string) => Promise<unknown>;
}

/** Cash in or out of the till, always with a reason. */
export function CashMoveDialog({ kind, expected, onClose, onMove }: MoveProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const { busy, failure, submit } = useSubmit(() => {
    setAmount('');
    setReason('');
    setShown(false);
    onClose();
  });
  const parsed = parseAmount(amount, { allowZero: false });
  let amountError = parsed.error;
  if (!amountError && kind === 'out' && parsed.value! > expected)
    amountError = `В кассе только ${formatRub(expected)}`;
  const reasonLocal = !reason.trim()
    ? 'Укажите причину'
    : reason.trim().length > 200
      ? 'Не больше 200 символов'
      : undefined;
  // The server's word on the reason is shown too, but only what is typed here blocks sending.
  const reasonError = reasonLocal ?? failure?.fields.reason;
  const go = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (kind && !amountError && !reasonLocal) void submit(() => onMove(kind, parsed.value!, reason.trim()));
  };
  return (
    <Dialog
      isOpen={kind !== null}
      onClose={onClose}
      title={kind === 'out' ? 'Изъять из кассы' : 'Внести в кассу'}
      icon={kind === 'out' ? 'export' : 'import'}
    >
      <form onSubmit={go}>
        <DialogBody>
          <Failure error={failure} at={['amount', 'reason']} />
          <AmountField
            id="cb-move-amount"
            label="Сумма"
            helper={`В кассе сейчас ${formatRub(expected)}`}
            value={amount}
            onChange={setAmount}
            error={(shown ? amountError : undefined) ?? failure?.fields.amount}
            autoFocus
          />
          <FormGroup
            label="Причина"
            labelFor="cb-move-reason"
            intent={shown && reasonError ? 'danger' : 'none'}
            helperText={shown ? reasonError : undefined}
          >
            <InputGroup
              id="cb-move-reason"
              placeholder={kind === 'out' ? 'Инкассация, закупка, …' : 'Размен, возврат подотчёта, …'}
              maxLength={200}
              intent={shown && reasonError ? 'danger' : 'none'}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={kind === 'out' ? 'Изъять' : 'Внести'}
                loading={busy}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

interface CloseProps {
  isOpen: boolean;
  expected: number;
  onClose: () => void;
  onCloseShift: (countedCash: number, comment: string) => Promise<unknown>;
}

/** Closing: the counted cash, the difference from what the till should hold, then confirmation. */
export function CloseShiftDialog({ isOpen, expected, onClose, onCloseShift }: CloseProps) {
  const [text, setText] = useState('');
  const [comment, setComment] = useState('');
  const [shown, setShown] = useState(false);
  const { busy, failure, submit } = useSubmit(() => {
    setText('');
    setComment('');
    setShown(false);
    onClose();
  });
  const parsed = parseAmount(text, { allowZero: true });
  const difference = parsed.value === undefined ? null : parsed.value - expected;
  const go = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (parsed.value !== undefined) void submit(() => onCloseShift(parsed.value!, comment.trim()));
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Закрыть смену" icon="lock">
      <form onSubmit={go}>
        <DialogBody>
          <Failure error={failure} at={['countedCash', 'comment']} />
          <div className="cb-close-expected">
            Должно быть в кассе: <b data-testid="close-expected">{formatRub(expected)}</b>
          </div>
          <AmountField
            id="cb-counted"
            label="Посчитано наличных"
            value={text}
            onChange={setText}
            error={(shown ? parsed.error : undefined) ?? failure?.fields.countedCash}
            autoFocus
          />
          <div
            className={`cb-close-difference${difference === null ? '' : difference < 0 ? ' is-short' : difference > 0 ? ' is-over' : ' is-even'}`}
            data-testid="close-difference"
          >
            {difference === null
              ? 'Введите сумму, чтобы увидеть разницу'
              : `Разница: ${formatSigned(difference)} — ${differenceText(difference)}`}
          </div>
          <FormGroup label="Комментарий" labelFor="cb-close-comment">
            <TextArea
              id="cb-close-comment"
              fill
              rows={2}
              maxLength={500}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} />
              <Button
                type="submit"
                intent={difference ? 'warning' : 'primary'}
                text={difference ? `Закрыть с разницей ${formatSigned(difference)}` : 'Закрыть смену'}
                loading={busy}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
