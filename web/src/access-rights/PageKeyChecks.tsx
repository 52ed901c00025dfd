import { Checkbox, FormGroup } from '@blueprintjs/core';
import { PAGE_KEY_GROUPS, PAGE_KEY_LABELS } from './pageKeys';

/** Page keys as checkboxes grouped by section; used by the access-rights page and the user dialog. */
export function PageKeyChecks({
  value,
  onChange,
  disabled,
}: {
  value: readonly string[];
  onChange: (keys: string[]) => void;
  disabled?: boolean;
}) {
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key));
  return (
    <div className="page-key-groups">
      {PAGE_KEY_GROUPS.map((group) => (
        <FormGroup key={group.title} label={group.title} className="page-key-group">
          {group.keys.map((key) => (
            <Checkbox
              key={key}
              label={PAGE_KEY_LABELS[key] ?? key}
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
