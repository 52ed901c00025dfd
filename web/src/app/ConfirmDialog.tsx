import { Alert, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useCallback, useRef, useState, type ReactNode } from 'react';

/** Spec section 2: confirm dialogs answer «Да» and «Нет» unless a screen says otherwise. */
export const CONFIRM_YES = 'Да';
export const CONFIRM_NO = 'Нет';

export interface ConfirmOptions {
  message: ReactNode;
  intent?: Intent;
  icon?: IconName;
  confirmText?: string;
  cancelText?: string;
}

interface Props extends ConfirmOptions {
  isOpen: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A Blueprint Alert with the product's default buttons; Escape and «Нет» cancel. */
export function ConfirmDialog({
  isOpen,
  message,
  intent = 'primary',
  icon,
  confirmText = CONFIRM_YES,
  cancelText = CONFIRM_NO,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon={icon}
      confirmButtonText={confirmText}
      cancelButtonText={cancelText}
      canEscapeKeyCancel
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {message}
    </Alert>
  );
}

/**
 * `const [confirm, dialog] = useConfirm()`: render `dialog` once, then
 * `if (await confirm({ message: 'Удалить?' })) …` anywhere in the component's handlers.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <ConfirmDialog
      isOpen={options !== null}
      message={options?.message}
      intent={options?.intent}
      icon={options?.icon}
      confirmText={options?.confirmText}
      cancelText={options?.cancelText}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [confirm, dialog];
}
