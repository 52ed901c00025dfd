import { Button, ButtonGroup, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { formatDate } from '../app/format';
import { PRESETS, dayDate, setPresetChoice, type DayRange, type PresetChoice } from './presets';

const PeriodInput = lazy(() => import('./PeriodInput'));

interface Props {
  choice: PresetChoice;
  range: DayRange;
  /** Where a pick goes (default: the shared choice; the order list also sets the day kind). */
  onPick?: (choice: PresetChoice) => void;
}

/** Завтра / Сегодня / Вчера / Неделя / Месяц / Период, and the dates the choice covers. */
export function PresetBar({ choice, range, onPick = setPresetChoice }: Props) {
  const label =
    range.start === range.stop
      ? formatDate(dayDate(range.start))
      : `${formatDate(dayDate(range.start))} – ${formatDate(dayDate(range.stop))}`;
  return (
    <div className="orders-presets">
      <ButtonGroup>
        {PRESETS.map((p) => (
          <Button
            key={p.key}
            text={p.label}
            active={choice.key === p.key}
            // Screen readers (and the browser tests) hear which period is on.
            aria-pressed={choice.key === p.key}
            intent={choice.key === p.key ? 'primary' : 'none'}
            onClick={() => onPick({ key: p.key, custom: p.key === 'SPECIFY' ? range : null })}
          />
        ))}
      </ButtonGroup>
      {choice.key === 'SPECIFY' ? (
        <Suspense fallback={<Spinner size={16} aria-label="Загрузка выбора дат" />}>
          <PeriodInput range={range} onChange={(custom) => setPresetChoice({ key: 'SPECIFY', custom })} />
        </Suspense>
      ) : (
        <span className="orders-range" data-testid="orders-range">
          {label}
        </span>
      )}
    </div>
  );
}
