import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { CategoryFields, saveCategory, type CategoryDraft } from './CategoryFields';
import type { CategoryTree } from './tree';
import type { ListRecord } from '../lists/store';
import { useCatalogActions } from './useCatalogData';

interface Props {
  shopType: ShopType;
  tree: CategoryTree;
  /** The category being edited; absent for a new one. */
  record?: ListRecord;
  /** Parent preset for a new category. */
  parentId?: string | null;
  onClose: () => void;
}

/** Add or edit a category: name, parent (tree-aware), active. What was typed survives a refusal. */
export function CategoryDialog({ shopType, tree, record, parentId, onClose }: Props) {
  const actions = useCatalogActions();
  const [draft, setDraft] = useState<CategoryDraft>(() => ({
    name: String(record?.name ?? ''),
    parentId: record ? String(record.parentId ?? '') : (parentId ?? ''),
    active: record ? record.active : true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    setSaving(true);
    try {
      const result = await saveCategory(actions.categories, shopType, draft, record);
      if (result.errors) {
        setErrors(result.errors);
        return;
      }
      toastSuccess(record ? 'Категория сохранена' : `Категория «${draft.name.trim()}» создана`);
      onClose();
    } catch (error) {
      const { message, fields } = serverError(error);
      setErrors(fields);
      setFailure(message);
      toastError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={record ? 'Категория: изменение' : 'Новая категория'}
      className="catalog-dialog"
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" className="catalog-callout" role="alert">
              {failure}
            </Callout>
          )}
          <CategoryFields
            tree={tree}
            draft={draft}
            errors={errors}
            exclude={record?.id}
            autoFocus
            onChange={(patch) => {
              setDraft((d) => ({ ...d, ...patch }));
              setErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => !(k in patch))));
            }}
          />
          <Checkbox
            label="Активна (показывается в заказах и кассе)"
            checked={draft.active}
            onChange={(e) => setDraft((d) => ({ ...d, active: e.currentTarget.checked }))}
          />
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
