import { Button, Callout, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ClientCardDrawer } from '../clients/ClientCardDrawer';
import { useSettled } from '../app/useSettled';
import { useClientSearchQuery } from '../graphql';
import { TextField } from './FormFields';
import type { DraftErrors, PersonDraft } from './form';
import { personName } from './refs';
import { exactClient, phoneTyped } from './clientMatch';

const digits = (s: string) => s.replace(/\D/g, '');

interface Props {
  value: PersonDraft;
  onChange: (p: PersonDraft) => void;
  errors: DraftErrors;
  compact?: boolean;
}

/**
 * The paying client: typing a phone asks the server (clientSearch: digits anywhere with the client
 * directory's KLIENTS key, the whole number without it), and a click, or an exact phone match,
 * fills in the name — the CRM links the order to that client by phone.
 */
export function ClientFields({ value, onChange, errors, compact }: Props) {
  const typed = useSettled(phoneTyped(value.phone));
  const { data } = useClientSearchQuery({
    variables: { query: typed, first: 5 },
    skip: typed.length < 4,
    fetchPolicy: 'cache-first',
  });
  const matches = typed.length < 4 ? [] : (data?.clientSearch ?? []);
  const exact = exactClient(matches, value.phone);
  const fill = (c: (typeof matches)[number]) =>
    onChange({
      phone: String(c.phone ?? value.phone),
      lastName: String(c.lastName ?? ''),
      firstName: String(c.firstName ?? ''),
      patronymic: String(c.patronymic ?? ''),
      email: String(c.email ?? ''),
    });
  // The picked client's card (issue 26 item 6): their orders and notes while taking this one.
  const [cardId, setCardId] = useState<string | null>(null);
  const set = (k: keyof PersonDraft) => (v: string) => onChange({ ...value, [k]: v });
  // An exact phone match fills the empty name fields: the usual case is a regular client.
  const autofill = exact && !value.firstName && digits(value.phone).length >= 10 ? exact : null;
  useEffect(() => {
    if (autofill) fill({ ...autofill, phone: value.phone });
    // Only a new match fills; the user's own edits afterwards are theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofill?.id]);
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
        <Callout className="order-form-wide order-client-known" intent="success" icon="person" compact>
          Постоянный клиент: {personName(exact)}
          <Button
            size="small"
            variant="minimal"
            icon="id-number"
            text="Карточка клиента"
            onClick={() => setCardId(exact.id)}
          />
        </Callout>
      )}
      <ClientCardDrawer clientId={cardId} onClose={() => setCardId(null)} />
    </div>
  );
}
