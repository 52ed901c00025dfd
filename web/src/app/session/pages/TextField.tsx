import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { ReactElement } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  /**
   * An icon component (`<EnvelopeIcon />`), not a name: a name makes Blueprint fetch the paths
   * of every icon (~100 KB gzip) before it draws one, on pages that must open fast.
   */
  icon?: ReactElement;
  autoComplete?: string;
  disabled?: boolean;
}

/** A labelled input whose validation message sits under it and is tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  icon,
  autoComplete,
  disabled,
}: Props) {
  const helpId = `${id}-error`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={helpId}>{error}</span> : undefined}
    >
      <InputGroup
        id={id}
        name={id}
        type={type}
        size="large"
        leftIcon={icon}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        onValueChange={(v) => onChange(v)}
      />
    </FormGroup>
  );
}
