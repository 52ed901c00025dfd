import { Button, Callout, Card, Drawer, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatRub } from '../../../schema/money';
import { formatDateTime } from '../app/format';
import { useSession } from '../app/session/context';
import { readStored, writeStored } from '../catalog/useCatalogData';
import type { CashMoveKind, ShopType } from '../graphql';
import { useList } from '../lists/store';
import { toastError, toastSuccess } from '../lists/toaster';
import { serverError } from '../lists/errors';
import { differenceText, formatSigned } from './money';
import { ShiftsTable } from './ShiftsTable';
import { CashMoveDialog, CloseShiftDialog, OpenShiftDialog } from './ShiftDialogs';
import { UnregisteredReceipts } from '../fiscal/UnregisteredReceipts';
import { useFiscal } from '../fiscal/useFiscal';
import { TakingsTable, TimelineTable } from './ShiftDetails';
import { useCashboxActions, useCurrentShift, useShifts, type CashShift } from './useCashbox';
import { useLiveCashbox } from './liveCashbox';
import { LiveBanner } from '../graphql';
import './cashbox.css';
import { PageCount } from '../app/PageCount';
import { useOrderQueue } from '../offline/queue/OrderQueueProvider';
import { pluralRu } from '../app/relativeTime';

const BRANCH_KEY = 'cashbox.affiliate';
const TILL_KEY = 'cashbox.shopType';

/** A branch may run a flower counter and a fast-food till, each with its own shift. */
const TILLS: { value: ShopType; label: string }[] = [
  { value: 'flower_shop', label: 'Касса цветочного магазина' },
  { value: 'fastfood', label: 'Касса фастфуда' },
];
const ownTill = (typeAccount: string | undefined): ShopType =>
  typeAccount === 'fastfood' ? 'fastfood' : 'flower_shop';

/** /money/cashbox: the branch's open shift, its cash moves and closing, and the past shifts. */
export default function CashboxPage() {
  const { user } = useSession();
  const affiliates = useList('Affiliate');
  const branches = affiliates.visible.filter((a) => a.active !== false);
  const [chosen, setChosen] = useState(() => readStored(BRANCH_KEY));
  const branch = branches.find((b) => b.id === chosen)?.id ?? branches[0]?.id ?? null;
  const branchName = String(branches.find((b) => b.id === branch)?.name ?? '');
  // Staff work their own shop's till; the SA chooses (the server holds everyone else to theirs).
  const [chosenTill, setChosenTill] = useState(() => readStored(TILL_KEY));
  const till: ShopType =
    user?.role === 'SA' && TILLS.some((t) => t.value === chosenTill)
      ? (chosenTill as ShopType)
      : ownTill(user?.typeAccount);
  const current = useCurrentShift(branch, till);
  const past = useShifts(branch, till);
  const { reconnecting } = useLiveCashbox(user, branch, till, current, past);
  const actions = useCashboxActions();
  const [dialog, setDialog] = useState<'open' | 'close' | null>(null);
  const [move, setMove] = useState<CashMoveKind | null>(null);
  const [viewed, setViewed] = useState<CashShift | null>(null);
  const fiscal = useFiscal(till);
  // Sales this device took offline belong to the shift: it closes once they reached the server.
  const queue = useOrderQueue();
  const closeShift = () => {
    if (queue.enabled && till === 'fastfood' && queue.unsent > 0) {
      toastError(
        `Сначала отправьте ${queue.unsent} ${pluralRu(queue.unsent, ['заказ', 'заказа', 'заказов'])} из очереди`,
      );
      queue.setDialogOpen(true);
    } else setDialog('close');
  };
  // The register's shift follows the till's (docs/fiscal.md); a failure stays on the list above.
  const registerShift = (kind: 'openShift' | 'closeShift', id: string) =>
    void fiscal.shift(kind, id).then(
      (docs) => docs.some((d) => d.status !== 'registered') && toastError('Смена кассы: документ не пробит'),
      (e: unknown) => toastError(`Смена кассы: ${serverError(e).message}`),
    );
  const orderPath = (id: string) =>
    till === 'fastfood' ? `/order/editOrderFastFood/${id}` : `/order/editOrder?id=${id}`;

  if (affiliates.loading) return <Spinner className="cb-state" />;
  if (!branch)
    return <NonIdealState icon="office" title="Нет филиалов" description="Добавьте филиал в настройках." />;

  const shift = current.shift;
  const closed = past.shifts.filter((s) => s.status === 'closed');

  return (
    <div className="cb-page">
      <div className="cb-toolbar">
        {branches.length > 1 && (
          <HTMLSelect
            aria-label="Филиал"
            value={branch}
            onChange={(e) => {
              setChosen(e.target.value);
              writeStored(BRANCH_KEY, e.target.value);
            }}
            options={branches.map((b) => ({ value: b.id, label: String(b.name) }))}
          />
        )}
        {user?.role === 'SA' && (
          <HTMLSelect
            aria-label="Касса"
            value={till}
            onChange={(e) => {
              setChosenTill(e.target.value);
              writeStored(TILL_KEY, e.target.value);
            }}
            options={TILLS}
          />
        )}
        <Button
          icon="refresh"
          aria-label="Обновить"
          loading={current.refreshing}
          onClick={() => void Promise.all([current.refetch(), past.refetch()])}
        />
      </div>
      <LiveBanner reconnecting={reconnecting} />
      <UnregisteredReceipts shopType={till} />

      {current.loading ? (
        <Spinner className="cb-state" />
      ) : current.error && !shift ? (
        <NonIdealState
          className="cb-state"
          icon="error"
          title="Не удалось загрузить кассу"
          description={current.error.message}
          action={<Button text="Повторить" onClick={() => void current.refetch()} />}
        />
      ) : shift ? (
        <ShiftCard
          shift={shift}
          onIn={() => setMove('in')}
          onOut={() => setMove('out')}
          onClose={closeShift}
          orderPath={orderPath}
        />
      ) : (
        <Card className="cb-card cb-card-empty">
          <NonIdealState
            icon="lock"
            title="Смена не открыта"
            description={`Откройте смену филиала «${branchName}», чтобы принимать наличные и вести кассу.`}
            action={
              <Button
                intent="primary"
                large
                icon="unlock"
                text="Открыть смену"
                onClick={() => setDialog('open')}
              />
            }
          />
        </Card>
      )}

      <section className="cb-section" aria-labelledby="cb-past-title">
        <h4 id="cb-past-title">Закрытые смены</h4>
        {past.loading ? (
          <Spinner size={24} />
        ) : past.error ? (
          <NonIdealState
            icon="error"
            title="Не удалось загрузить смены"
            description={past.error.message}
            action={<Button text="Повторить" onClick={() => void past.refetch()} />}
          />
        ) : closed.length === 0 ? (
          <p className="cb-muted">Закрытых смен пока нет.</p>
        ) : (
          <>
            <ShiftsTable shifts={closed} onOpen={setViewed} onNearEnd={past.loadMore} />
            <div className="cb-muted cb-count">
              {/* The open shift is on the card above, not in this list. */}
              <PageCount shown={closed.length} total={past.total - (past.shifts.length - closed.length)} />
              {past.hasMore && (
                <Button
                  variant="minimal"
                  size="small"
                  text="Показать ещё"
                  loading={past.loadingMore}
                  onClick={past.loadMore}
                />
              )}
            </div>
          </>
        )}
      </section>

      <OpenShiftDialog
        isOpen={dialog === 'open'}
        branchName={branchName}
        onClose={() => setDialog(null)}
        onOpen={async (openingCash) => {
          const s = await actions.open(branch, till, openingCash);
          toastSuccess(`Смена открыта, в кассе ${formatRub(s.openingCash)}`);
          registerShift('openShift', s.id);
        }}
      />
      {shift && (
        <>
          <CashMoveDialog
            kind={move}
            expected={shift.expectedCash}
            onClose={() => setMove(null)}
            onMove={async (kind, amount, reason) => {
              await actions.move(shift.id, kind, amount, reason);
              toastSuccess(`${kind === 'in' ? 'Внесено' : 'Изъято'} ${formatRub(amount)}: ${reason}`);
            }}
          />
          <CloseShiftDialog
            isOpen={dialog === 'close'}
            expected={shift.expectedCash}
            onClose={() => setDialog(null)}
            onCloseShift={async (counted, comment) => {
              const s = await actions.close(shift.id, counted, comment);
              toastSuccess(`Смена закрыта: ${differenceText(s.difference ?? 0)}`);
              registerShift('closeShift', s.id);
            }}
          />
        </>
      )}
      <Drawer
        isOpen={viewed !== null}
        onClose={() => setViewed(null)}
        title={viewed ? `Смена от ${formatDateTime(viewed.openedAt)}` : 'Смена'}
        size="640px"
      >
        {viewed && (
          <div className="cb-drawer-body">
            <ShiftFigures shift={viewed} />
            <h5>Выручка по типам оплаты</h5>
            <TakingsTable shift={viewed} />
            <h5>Движение наличных</h5>
            <TimelineTable shift={viewed} orderPath={orderPath} />
          </div>
        )}
      </Drawer>
    </div>
  );
}

/** The numbers of a shift: float, cash takings, cash in and out, and what the till should hold. */
function ShiftFigures({ shift }: { shift: CashShift }) {
  const figure = (label: string, value: string, testId: string, strong = false) => (
    <div className={`cb-figure${strong ? ' is-strong' : ''}`}>
      <div className="cb-figure-label">{label}</div>
      <div className="cb-figure-value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
  return (
    <div className="cb-figures">
      {figure('Размен на начало', formatRub(shift.openingCash), 'shift-opening')}
      {figure('Наличная выручка', formatRub(shift.cashTakings), 'shift-cash-takings')}
      {figure('Внесено', formatRub(shift.cashIn), 'shift-cash-in')}
      {figure('Изъято', formatRub(shift.cashOut), 'shift-cash-out')}
      {figure(
        shift.status === 'open' ? 'Должно быть в кассе' : 'Ожидалось в кассе',
        formatRub(shift.expectedCash),
        'shift-expected',
        true,
      )}
      {figure('Выручка всего', formatRub(shift.takingsTotal), 'shift-takings-total')}
      {shift.status === 'closed' && shift.countedCash !== null && shift.countedCash !== undefined && (
        <>
          {figure('Посчитано', formatRub(shift.countedCash), 'shift-counted')}
          {figure('Разница', formatSigned(shift.difference ?? 0), 'shift-difference', true)}
        </>
      )}
    </div>
  );
}

interface CardProps {
  shift: CashShift;
  onIn: () => void;
  onOut: () => void;
  onClose: () => void;
  orderPath: (id: string) => string;
}

function ShiftCard({ shift, onIn, onOut, onClose, orderPath }: CardProps) {
  return (
    <Card className="cb-card" aria-label="Текущая смена">
      <div className="cb-card-head">
        <div>
          <h3>Смена открыта</h3>
          <div className="cb-muted" data-testid="shift-opened">
            {formatDateTime(shift.openedAt)}
            {shift.openedByName ? `, ${shift.openedByName}` : ''}
          </div>
        </div>
        <div className="cb-card-actions">
          <Button icon="import" text="Внести" onClick={onIn} />
          <Button icon="export" text="Изъять" onClick={onOut} />
          <Button intent="primary" icon="lock" text="Закрыть смену" onClick={onClose} />
        </div>
      </div>
      <ShiftFigures shift={shift} />
      {shift.expectedCash < 0 && (
        <Callout intent="warning" icon="warning-sign">
          Расчётная сумма в кассе отрицательная: проверьте изъятия.
        </Callout>
      )}
      <div className="cb-columns">
        <section aria-labelledby="cb-takings-title">
          <h5 id="cb-takings-title">Выручка по типам оплаты</h5>
          <TakingsTable shift={shift} />
        </section>
        <section aria-labelledby="cb-timeline-title">
          <h5 id="cb-timeline-title">Движение наличных</h5>
          <TimelineTable shift={shift} orderPath={orderPath} />
        </section>
      </div>
    </Card>
  );
}
