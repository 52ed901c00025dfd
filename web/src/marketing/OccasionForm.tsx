import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import {
  CAMPAIGN_LIMITS,
  OCCASION_KINDS,
  OCCASION_LABELS,
  type OccasionKind,
} from '../../../schema/marketing';
import { toastError, toastSuccess } from '../lists/toaster';
import { useMarketingActions } from './useMarketing';

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

const EMPTY = {
  kind: 'anniversary' as OccasionKind,
  title: '',
  day: '',
  month: '1',
  year: '',
  recurring: true,
};

/** Adds an occasion to a client: what, which day, every year or once. The server checks the date. */
export function OccasionForm({ clientId }: { clientId: string }) {
  const actions = useMarketingActions();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  const add = async () => {
    setBusy(true);
    try {
      await actions.saveOccasion(null, {
        clientId,
        kind: form.kind,
        title: form.title || OCCASION_LABELS[form.kind],
        day: Number(form.day) || 0,
        month: Number(form.month),
        year: form.year.trim() ? Number(form.year) : null,
        recurring: form.recurring,
      });
      toastSuccess('Повод добавлен');
      setForm(EMPTY);
    } catch (err) {
      toastError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mk-occasion-form"
      aria-label="Новый повод"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <FormGroup label="Повод" labelFor="mk-oc-kind">
        <HTMLSelect
          id="mk-oc-kind"
          value={form.kind}
          onChange={(e) => set({ kind: e.target.value as OccasionKind })}
          options={OCCASION_KINDS.map((k) => ({ value: k, label: OCCASION_LABELS[k] }))}
        />
      </FormGroup>
      <FormGroup label="Название" labelFor="mk-oc-title" className="mk-grow">
        <InputGroup
          id="mk-oc-title"
          placeholder="Годовщина свадьбы"
          maxLength={CAMPAIGN_LIMITS.occasionTitle}
          value={form.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </FormGroup>
      <FormGroup label="День" labelFor="mk-oc-day">
        <InputGroup
          id="mk-oc-day"
          inputMode="numeric"
          className="mk-narrow"
          value={form.day}
          onChange={(e) => set({ day: e.target.value })}
        />
      </FormGroup>
      <FormGroup label="Месяц" labelFor="mk-oc-month">
        <HTMLSelect
          id="mk-oc-month"
          value={form.month}
          onChange={(e) => set({ month: e.target.value })}
          options={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
        />
      </FormGroup>
      <FormGroup label="Год" labelFor="mk-oc-year">
        <InputGroup
          id="mk-oc-year"
          inputMode="numeric"
          className="mk-narrow"
          placeholder="—"
          value={form.year}
          onChange={(e) => set({ year: e.target.value })}
        />
      </FormGroup>
      <Checkbox
        checked={form.recurring}
        label="Каждый год"
        onChange={(e) => set({ recurring: e.currentTarget.checked })}
      />
      <Button type="submit" icon="add" text="Добавить повод" loading={busy} disabled={!form.day.trim()} />
    </form>
  );
}
