import { Callout, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { TextField } from './FormFields';
import type { DraftErrors, PersonDraft } from './form';
import { useClients, personName } from './refs';

const digits = (s: string) => s.replace(/\D/g, '');
/** The CRM's phone rule: a Russian 8… or a 10-digit number reads as 7… (docs/orders.md). */
const normal = (s: string) => {
  const d = digits(s);
  if (d.length === 10) return `7${d}`;
  if (d.length === 11 && d.startsWith('8')) return `7${d.slice(1)}`;
  return d;
};

interface Props {
  value: PersonDraft;
  onChange: (p: PersonDraft) => void;
  errors: DraftErrors;
  compact?: boolean;
}

/**
 * The paying client: typing a phone finds directory clients (digits anywhere) and a click, or an
 * exact phone match, fills in the name — the CRM links the order to that client by phone.
 */
export function ClientFields({ value, onChange, errors, compact }: Props) {
  const { clients } = useClients();
  const typed = digits(value.phone);
  const matches = useMemo(() => {
    if (typed.length < 4) return [];
    return clients.filter((c) => digits(String(c.phone ?? '')).includes(typed.slice(-10))).slice(0, 5);
  }, [clients, typed]);
  const exact = matches.find((c) => normal(String(c.phone ?? '')) === normal(value.phone));
  const fill = (c: (typeof clients)[number]) =>
    onChange({
      phone: String(c.phone ?? value.phone),
      lastName: String(c.lastName ?? ''),
      firstName: String(c.firstName ?? ''),
      patronymic: String(c.patronymic ?? ''),
      email: String(c.email ?? ''),
    });
  const set = (k: keyof PersonDraft) => (v: string) => {
    const next = { ...value, [k]: v };
    // An exact phone match fills the empty name fields at once: the usual case is a regular client.
    const hit = k === 'phone' ? clients.find((c) => normal(String(c.phone ?? '')) === normal(v)) : undefined;
    if (hit && !value.firstName && digits(v).length >= 10) fill({ ...hit, phone: v });
    else onChange(next);
  };
  return (
    <div className="order-form-grid">
      <TextField
        id="client-phone"
        label="Телефон клиента"
        required
        inputMode="tel"
        value={value.phone}
        onChange={set('phone')}
        error={errors['client.phone']}
        placeholder="+7 (900) 000-00-00"
      />
      <TextField
        id="client-firstName"
        label="Имя"
        required
        value={value.firstName}
        onChange={set('firstName')}
        error={errors['client.firstName']}
      />
      <TextField id="client-lastName" label="Фамилия" value={value.lastName} onChange={set('lastName')} />
      {!compact && (
        <TextField
          id="client-patronymic"
          label="Отчество"
          value={value.patronymic}
          onChange={set('patronymic')}
        />
      )}
      {!compact && <TextField id="client-email" label="Email" value={value.email} onChange={set('email')} />}
      {matches.length > 0 && !exact && (
        <div className="order-form-wide">
          <span className="bp6-text-muted">Найдены клиенты: </span>
          {matches.map((c) => (
            <Tag
              key={c.id}
              interactive
              minimal
              intent="primary"
              onClick={() => fill(c)}
              className="order-client-hit"
            >
              {personName(c)} · {String(c.phone)}
            </Tag>
          ))}
        </div>
      )}
      {exact && (
        <Callout className="order-form-wide" intent="success" icon="person" compact>
          Постоянный клиент: {personName(exact)}
        </Callout>
      )}
    </div>
  );
}
