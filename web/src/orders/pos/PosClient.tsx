import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { useSettled } from '../../app/useSettled';
import { useClientSearchQuery } from '../../graphql';
import { exactClient, phoneTyped } from '../clientMatch';
import type { PersonDraft } from '../form';
import { personName } from '../refs';

/** The client the till found by the whole phone: their id (for the bonuses) and their record. */
export interface PosClientValue {
  id: string;
  person: PersonDraft;
}

interface Props {
  phone: string;
  onPhone: (phone: string) => void;
  client: PosClientValue | null;
  onClient: (client: PosClientValue | null) => void;
}

/**
 * The till's client (docs/loyalty.md): the cashier types the client's whole phone, the server finds
 * them (clientSearch, the whole number needs no KLIENTS), and the sale is theirs: it earns their
 * bonuses and may spend them («Списать бонусы»).
 */
export function PosClient({ phone, onPhone, client, onClient }: Props) {
  const typed = useSettled(phoneTyped(phone));
  const { data, loading } = useClientSearchQuery({
    variables: { query: typed, first: 5 },
    skip: typed.length < 10,
    fetchPolicy: 'cache-first',
  });
  const found = typed.length < 10 ? undefined : exactClient(data?.clientSearch ?? [], phone);
  if (client)
    return (
      <div className="pos-client">
        <Tag large icon="person" intent="primary" data-testid="pos-client">
          {personName(client.person)}
        </Tag>
        <Button
          large
          variant="minimal"
          icon="cross"
          aria-label="Убрать клиента"
          onClick={() => onClient(null)}
        />
      </div>
    );
  return (
    <div className="pos-client">
      <InputGroup
        large
        fill
        leftIcon="person"
        placeholder="Телефон клиента"
        aria-label="Телефон клиента"
        inputMode="tel"
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
      />
      {found && (
        <Button
          large
          intent="primary"
          icon="tick"
          text={personName(found)}
          onClick={() =>
            onClient({
              id: found.id,
              person: {
                phone: String(found.phone ?? phone),
                firstName: String(found.firstName ?? ''),
                lastName: String(found.lastName ?? ''),
                patronymic: String(found.patronymic ?? ''),
                email: String(found.email ?? ''),
              },
            })
          }
        />
      )}
      {!found && !loading && typed.length >= 10 && data && <span className="bp6-text-muted">Не найден</span>}
    </div>
  );
}
