import {
  Button,
  Callout,
  Card,
  FormGroup,
  H4,
  InputGroup,
  NonIdealState,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useState } from 'react';
import { validateLoyaltyProgram, type LoyaltyProgramValue } from '../../../schema/loyalty';
import { formatDateTime } from '../app/format';
import { fieldKey, unwrap, useLoyaltyProgramQuery, useUpdateLoyaltyProgramMutation } from '../graphql';
import { serverError } from '../lists/errors';
import { toastSuccess } from '../lists/toaster';
import { parseRubles, rublesText } from '../orders/totals';
import './loyalty.css';

/** The form as typed: numbers as text, rubles for the tiers' sums. */
interface Draft {
  enabled: boolean;
  accrualPercent: string;
  maxSharePercent: string;
  expiryDays: string;
  tiers: { fromSpent: string; percent: string }[];
}

const percentText = (n: number) => String(n).replace('.', ',');
const percentOf = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(',', '.')));

function toDraft(p: LoyaltyProgramValue): Draft {
  return {
    enabled: p.enabled,
    accrualPercent: percentText(p.accrualPercent),
    maxSharePercent: percentText(p.maxSharePercent),
    expiryDays: p.expiryDays === null ? '' : String(p.expiryDays),
    tiers: p.tiers.map((t) => ({ fromSpent: rublesText(t.fromSpent), percent: percentText(t.percent) })),
  };
}

/** The draft as the programme the server takes (checked by the same schema/loyalty.ts rules). */
const fromDraft = (d: Draft) => ({
  enabled: d.enabled,
  accrualPercent: percentOf(d.accrualPercent),
  maxSharePercent: percentOf(d.maxSharePercent),
  expiryDays: d.expiryDays.trim() === '' ? null : Number(d.expiryDays),
  tiers: d.tiers.map((t) => ({ fromSpent: parseRubles(t.fromSpent) ?? NaN, percent: percentOf(t.percent) })),
});

/**
 * /Settings/Loyalty (docs/loyalty.md): the bonus programme of the signed-in user's shop type: the
 * accrual percent, tiers by total spent, how long bonuses live and how much of an order they may
 * pay. The shared check (schema/loyalty.ts) shows a problem at its field before saving; the server
 * checks the same again.
 */
export default function LoyaltySettingsPage() {
  const query = useLoyaltyProgramQuery({ fetchPolicy: 'cache-and-network' });
  const [save, saving] = useUpdateLoyaltyProgramMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const program = query.data?.loyaltyProgram;
  if (!program && query.loading) return <Spinner aria-label="Загрузка" />;
  if (!program)
    return (
      <NonIdealState
        icon="error"
        title="Не удалось загрузить программу"
        description={query.error ? serverError(query.error).message : undefined}
        action={<Button icon="refresh" text="Повторить" onClick={() => void query.refetch()} />}
      />
    );
  const d = draft ?? toDraft(program);
  const edit = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
  const setTier = (i: number, patch: Partial<Draft['tiers'][number]>) =>
    edit({ tiers: d.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });

  const submit = async () => {
    const value = fromDraft(d);
    const checked = validateLoyaltyProgram(value);
    if ('message' in checked) {
      setErrors({ [fieldKey(checked.field.map(String))]: checked.message });
      return;
    }
    try {
      const res = await save({ variables: { shopType: program.shopType, input: checked.value } });
      const saved = unwrap(res.data?.updateLoyaltyProgram, 'program');
      setDraft(toDraft(saved));
      setErrors({});
      toastSuccess('Бонусная программа сохранена');
    } catch (e) {
      const { message, fields } = serverError(e);
      setErrors(
        Object.keys(fields ?? {}).length
          ? Object.fromEntries(Object.entries(fields!).map(([k, v]) => [k.replace(/^input\./, ''), v]))
          : { '': message },
      );
    }
  };

  const field = (key: keyof Omit<Draft, 'enabled' | 'tiers'>, label: string, helper: string) => (
    <FormGroup
      label={label}
      labelFor={`loyalty-${key}`}
      helperText={errors[key] ?? helper}
      intent={errors[key] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`loyalty-${key}`}
        inputMode="decimal"
        value={d[key]}
        intent={errors[key] ? 'danger' : 'none'}
        onChange={(e) => edit({ [key]: e.target.value })}
      />
    </FormGroup>
  );

  return (
    <Card className="loyalty-settings">
      <H4>Бонусная программа</H4>
      <p className="bp6-text-muted">
        {program.shopType === 'fastfood' ? 'Фастфуд' : 'Цветочный магазин'}. 1 бонус = 1 ₽. Бонусы начисляются
        на оплаченные деньгами заказы и списываются в заказе и на кассе («Списать бонусы»).
      </p>
      {errors[''] && (
        <Callout intent="danger" compact>
          {errors['']}
        </Callout>
      )}
      <Switch
        large
        checked={d.enabled}
        label="Программа включена"
        onChange={(e) => edit({ enabled: e.currentTarget.checked })}
      />
      <div className="loyalty-grid">
        {field('accrualPercent', 'Начисление, % от оплаты', 'Для клиентов ниже первого уровня')}
        {field('maxSharePercent', 'Бонусами до, % заказа', 'От 0 до 100')}
        {field('expiryDays', 'Срок жизни бонусов, дней', 'Пусто — не сгорают')}
      </div>
      <h5 className="bp6-heading">Уровни по сумме покупок</h5>
      {d.tiers.length === 0 && <p className="bp6-text-muted">Уровней нет: всем один процент.</p>}
      {d.tiers.map((t, i) => {
        const fromErr = errors[`tiers.${i}.fromSpent`];
        const pctErr = errors[`tiers.${i}.percent`];
        return (
          <div className="loyalty-tier" key={i} data-testid="loyalty-tier">
            <FormGroup
              label={`Уровень ${i + 1}: от суммы покупок, ₽`}
              helperText={fromErr}
              intent={fromErr ? 'danger' : 'none'}
            >
              <InputGroup
                aria-label={`Уровень ${i + 1}: от суммы покупок`}
                inputMode="decimal"
                value={t.fromSpent}
                intent={fromErr ? 'danger' : 'none'}
                onChange={(e) => setTier(i, { fromSpent: e.target.value })}
              />
            </FormGroup>
            <FormGroup label="Начисление, %" helperText={pctErr} intent={pctErr ? 'danger' : 'none'}>
              <InputGroup
                aria-label={`Уровень ${i + 1}: процент`}
                inputMode="decimal"
                value={t.percent}
                intent={pctErr ? 'danger' : 'none'}
                onChange={(e) => setTier(i, { percent: e.target.value })}
              />
            </FormGroup>
            <Button
              icon="trash"
              variant="minimal"
              aria-label={`Убрать уровень ${i + 1}`}
              onClick={() => edit({ tiers: d.tiers.filter((_, j) => j !== i) })}
            />
          </div>
        );
      })}
      <Button
        icon="add"
        text="Добавить уровень"
        disabled={d.tiers.length >= 10}
        onClick={() => edit({ tiers: [...d.tiers, { fromSpent: '', percent: '' }] })}
      />
      <div className="loyalty-actions">
        <Button
          intent="primary"
          icon="floppy-disk"
          text="Сохранить"
          loading={saving.loading}
          onClick={() => void submit()}
        />
        {program.updatedAt && (
          <span className="bp6-text-muted">
            Сохранено {formatDateTime(program.updatedAt)}
            {program.updatedByName ? `, ${program.updatedByName}` : ''}
          </span>
        )}
      </div>
    </Card>
  );
}
