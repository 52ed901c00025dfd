import { Checkbox, FormGroup } from '@blueprintjs/core';
import { usablePageKeys } from '../../../schema/user-rights';
import { PAGE_KEY_GROUPS, PAGE_KEY_LABELS } from './pageKeys';

/** The keys of `keys` the role and shop type can open (schema/user-rights.ts, as the server checks). */
export function keepUsable(keys: readonly string[], role: string, typeAccount: string): string[] {
  const usable = new Set<string>(usablePageKeys(role, typeAccount));
  return keys.filter((k) => usable.has(k));
}

/**
 * Page keys as checkboxes grouped by section; used by the access-rights page and the user dialog.
 * Only the keys the chosen role and shop type can open are offered (issue 26); a key held from
 * before that the role cannot open stays visible, marked, so it can be taken away.
 */
export function PageKeyChecks({
  value,
  onChange,
  disabled,
  role,
  typeAccount,
}: {
  value: readonly string[];
  onChange: (keys: string[]) => void;
  disabled?: boolean;
  role: string;
  typeAccount: string;
}) {
  const usable = new Set<string>(usablePageKeys(role, typeAccount));
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key));
  const groups = PAGE_KEY_GROUPS.map((g) => ({
    ...g,
    keys: g.keys.filter((k) => usable.has(k) || value.includes(k)),
  })).filter((g) => g.keys.length > 0);
  if (groups.length === 0) {
    return <p className="page-key-none">Эта роль не открывает ни одного раздела.</p>;
  }
  return (
    <div className="page-key-groups">
      {groups.map((group) => (
        <FormGroup key={group.title} label={group.title} className="page-key-group">
          {group.keys.map((key) => (
            <Checkbox
              key={key}
              label={
                usable.has(key)
                  ? (PAGE_KEY_LABELS[key] ?? key)
                  : `${PAGE_KEY_LABELS[key] ?? key} (не открывается для этой роли, снимите)`
              }
              className={usable.has(key) ? undefined : 'page-key-unusable'}
              checked={value.includes(key)}
              disabled={disabled}
              onChange={(e) => toggle(key, e.currentTarget.checked)}
            />
          ))}
        </FormGroup>
      ))}
    </div>
  );
}
