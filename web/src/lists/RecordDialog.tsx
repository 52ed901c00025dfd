import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { isReadOnly, type FieldDef, type ListDef } from '../../../schema/lists';
import { fieldsOutOfReach } from '../../../schema/user-rights';
import { useSession } from '../app/session/context';
import { serverError } from './errors';
import { initialValues, toInput, type FormValue } from './form';
import { keepUsable } from '../access-rights/PageKeyChecks';
import { FieldInput } from './FieldInput';
import type { RecordInput } from './actions';
import type { ListRecord } from './store';
import { toastError, toastSuccess } from './toaster';

interface Props {
  list: ListDef;
  /** The record being edited; absent for a new one. */
  record?: ListRecord;
  refOptions: (refList: string) => { record: ListRecord; label: string }[];
  /** How a referenced record reads (a growing list's record is named, not listed). */
  refLabel?: (field: FieldDef, id: unknown) => string;
  onSave: (input: RecordInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create/edit dialog. Validates with schema/list-validation (the same rules as the server) and
 * keeps whatever was typed when the server refuses, showing its message inside the dialog.
 */
export function RecordDialog({ list, record, refOptions, refLabel, onSave, onClose }: Props) {
  const mode = record ? 'update' : 'create';
  const { user } = useSession();
  // User records carry access rights: the form offers only what this user may change.
  const outOfReach = list.area === 'user' && user ? fieldsOutOfReach(user, record ?? null) : [];
  const [values, setValues] = useState(() => initialValues(list, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const change = (name: string, value: FormValue) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      // A user's keys follow the chosen role and shop type (issue 26): the others open nothing.
      if (
        list.area === 'user' &&
        (name === 'role' || name === 'typeAccount') &&
        Array.isArray(v.accessPage)
      ) {
        next.accessPage = keepUsable(v.accessPage, String(next.role ?? ''), String(next.typeAccount ?? ''));
      }
      return next;
    });
    // A corrected field loses its message at once; the others keep theirs until the next save.
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { input, errors: found } = toInput(list, values, mode);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave(input);
      toastSuccess(record ? 'Изменения сохранены' : 'Запись создана');
      onClose();
    } catch (error) {
      const { message, fields } = serverError(error);
      setErrors(fields);
      // A message at a field of the form stands under it; the callout on top is for the rest
      // (no field, or one the form does not show: the record's `id`).
      const shown = new Set(list.fields.map((f) => f.name));
      const keys = Object.keys(fields);
      setFailure(keys.length > 0 && keys.every((k) => shown.has(k)) ? undefined : message);
      toastError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`${list.title}: ${record ? 'редактирование' : 'новая запись'}`}
      className="list-record-dialog"
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" className="list-dialog-error" role="alert">
              {failure}
            </Callout>
          )}
          {outOfReach.length > 0 && (
            <Callout intent="primary" icon="lock" className="list-dialog-error">
              {outOfReach.includes('role')
                ? 'Роль, разделы, тип аккаунта и пароль пользователей меняет суперадминистратор.'
                : 'Свой пароль меняется в профиле с указанием текущего пароля.'}
            </Callout>
          )}
          {list.fields
            .filter((f) => !isReadOnly(f) && !outOfReach.includes(f.name))
            .map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                editing={Boolean(record)}
                refOptions={field.ref ? refOptions(field.ref) : undefined}
                refLabel={field.ref && refLabel ? refLabel(field, values[field.name]) : undefined}
                rightsOf={
                  field.type === 'pageKeys'
                    ? { role: String(values.role ?? ''), typeAccount: String(values.typeAccount ?? '') }
                    : undefined
                }
                onChange={(v) => change(field.name, v)}
              />
            ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" text="Сохранить" loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
