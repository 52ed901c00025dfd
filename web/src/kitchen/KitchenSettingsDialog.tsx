import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NumericInput,
  Switch,
} from '@blueprintjs/core';
import { useState } from 'react';
import {
  unwrap,
  useDeleteKitchenStationMutation,
  useKitchenSetupQuery,
  useSaveKitchenStationMutation,
  useSetKitchenTargetsMutation,
  type KitchenStationFieldsFragment,
} from '../graphql';

const message = (err: unknown) => (err instanceof Error ? err.message : 'Не удалось');

/** One station: its name and «Печатать», saved on its own; «Удалить» asks nothing (products keep no station). */
function StationRow({
  station,
  onError,
}: {
  station: KitchenStationFieldsFragment | null;
  onError: (text: string | null) => void;
}) {
  const [name, setName] = useState(station?.name ?? '');
  const [print, setPrint] = useState(station?.print ?? false);
  const [save, saving] = useSaveKitchenStationMutation({
    refetchQueries: ['KitchenSetup', 'KitchenStations'],
  });
  const [remove, removing] = useDeleteKitchenStationMutation({
    refetchQueries: ['KitchenSetup', 'KitchenStations'],
  });
  const changed = !station || name !== station.name || print !== station.print;
  const run = (p: Promise<unknown>) => {
    onError(null);
    p.then(() => {
      if (!station) setName('');
    }).catch((err: unknown) => onError(message(err)));
  };
  return (
    <div className="kitchen-station-row">
      <InputGroup
        aria-label={station ? `Станция ${station.name}` : 'Новая станция'}
        placeholder="Новая станция"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Switch label="Печатать" checked={print} onChange={(e) => setPrint(e.currentTarget.checked)} />
      <Button
        icon={station ? 'floppy-disk' : 'add'}
        text={station ? 'Сохранить' : 'Добавить'}
        disabled={!changed || !name.trim()}
        loading={saving.loading}
        onClick={() =>
          run(
            save({ variables: { input: { id: station?.id, name, print } } }).then((r) =>
              unwrap(r.data?.saveKitchenStation, 'stations'),
            ),
          )
        }
      />
      {station && (
        <Button
          icon="trash"
          variant="minimal"
          aria-label={`Удалить станцию ${station.name}`}
          loading={removing.loading}
          onClick={() =>
            run(
              remove({ variables: { id: station.id } }).then((r) =>
                unwrap(r.data?.deleteKitchenStation, 'stations'),
              ),
            )
          }
        />
      )}
    </div>
  );
}

/** «Настройки кухни»: the shop's target times and the stations (the catalogue assigns products to them). */
export function KitchenSettingsDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const q = useKitchenSetupQuery({ fetchPolicy: 'network-only' });
  const [saveTargets, saving] = useSetKitchenTargetsMutation();
  const [draft, setDraft] = useState<{ amberMinutes: number; redMinutes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = q.data?.kitchenTargets;
  const targets =
    draft ?? (stored ? { amberMinutes: stored.amberMinutes, redMinutes: stored.redMinutes } : null);
  return (
    <Dialog isOpen title="Настройки кухни" icon="cog" onClose={onClose}>
      <DialogBody>
        {q.error && <Callout intent="danger">{q.error.message}</Callout>}
        {targets && (
          <div className="kitchen-settings-row">
            <FormGroup label="Жёлтый через, мин" labelFor="kitchen-amber">
              <NumericInput
                id="kitchen-amber"
                min={1}
                max={240}
                value={targets.amberMinutes}
                onValueChange={(n) => setDraft({ ...targets, amberMinutes: n })}
              />
            </FormGroup>
            <FormGroup label="Красный через, мин" labelFor="kitchen-red">
              <NumericInput
                id="kitchen-red"
                min={1}
                max={240}
                value={targets.redMinutes}
                onValueChange={(n) => setDraft({ ...targets, redMinutes: n })}
              />
            </FormGroup>
            <Button
              intent="primary"
              text="Сохранить время"
              loading={saving.loading}
              onClick={() => {
                setError(null);
                saveTargets({ variables: { input: targets } })
                  .then((r) => unwrap(r.data?.setKitchenTargets, 'targets'))
                  .then(onSaved)
                  .catch((err: unknown) => setError(message(err)));
              }}
            />
          </div>
        )}
        <h4 className="kitchen-settings-title">Станции</h4>
        <p className="kitchen-muted">
          Товар относится к станции в его карточке в каталоге. «Печатать»: при оплате печатается кухонный
          тикет со строками этой станции.
        </p>
        {q.data?.kitchenStations?.map((s) => (
          <StationRow key={`${s.id}:${s.name}:${String(s.print)}`} station={s} onError={setError} />
        ))}
        <StationRow station={null} onError={setError} />
        {error && <Callout intent="danger">{error}</Callout>}
      </DialogBody>
      <DialogFooter actions={<Button text="Закрыть" onClick={onClose} />} />
    </Dialog>
  );
}
