import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { unwrap, useChangePasswordMutation } from '../../graphql';
import { serverError } from '../../lists/errors';
import { toastSuccess } from '../../lists/toaster';
import { storeToken } from '../session/token';
import { passwordProblem } from '../../../../schema/password';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  /** The password in use now (the browser offers the saved one), not a new one. */
  current?: boolean;
}

function PasswordField({ id, label, value, onChange, problem, current }: FieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={problem} intent={problem ? 'danger' : 'none'}>
      <InputGroup
        id={id}
        type="password"
        autoComplete={current ? 'current-password' : 'new-password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}

/**
 * «Сменить пароль» of the user menu: the current password is required (issue 16 item 0). The
 * server ends every session of the account, so the fresh token replaces the stored one here and
 * this tab stays signed in while the others are signed out.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [failure, setFailure] = useState<string>();
  const [change, { loading }] = useChangePasswordMutation();

  const weak = next.length > 0 ? passwordProblem(next) : null;
  const problem = weak
    ? `Новый пароль: ${weak}`
    : repeat.length > 0 && repeat !== next
      ? 'Пароли не совпадают'
      : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (!current || !next || weak || next !== repeat) {
      setFailure(problem ?? 'Заполните все поля');
      return;
    }
    try {
      const { data } = await change({ variables: { currentPassword: current, newPassword: next } });
      // A wrong current password comes back in the payload: shown like any refusal.
      storeToken(unwrap(data?.changePassword, 'accessToken'));
      toastSuccess('Пароль изменён. Другие сеансы завершены.');
      onClose();
    } catch (error) {
      setFailure(serverError(error).message);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title="Смена пароля" canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" role="alert">
              {failure}
            </Callout>
          )}
          <PasswordField
            id="pw-current"
            label="Текущий пароль"
            value={current}
            onChange={setCurrent}
            current
          />
          <PasswordField id="pw-new" label="Новый пароль" value={next} onChange={setNext} problem={problem} />
          <PasswordField id="pw-repeat" label="Новый пароль ещё раз" value={repeat} onChange={setRepeat} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} disabled={loading} />
              <Button type="submit" intent="primary" text="Сменить пароль" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
