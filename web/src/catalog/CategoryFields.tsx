import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ShopType } from '../graphql';
import { toInput } from '../lists/form';
import type { useListActions } from '../lists/actions';
import { listDef, type ListRecord } from '../lists/store';
import { treeOptions, type CategoryTree } from './tree';

export interface CategoryDraft {
  name: string;
  /** '' for the top level. */
  parentId: string;
  active: boolean;
}

interface Props {
  tree: CategoryTree;
  draft: CategoryDraft;
  errors: Record<string, string>;
  /** The category being edited: neither it nor its subcategories can be its parent. */
  exclude?: string;
  autoFocus?: boolean;
  onChange: (patch: Partial<CategoryDraft>) => void;
}

/** Name and parent of a category, shared by the dialog and the category's card. */
export function CategoryFields({ tree, draft, errors, exclude, autoFocus, onChange }: Props) {
  return (
    <>
      <FormGroup
        label="Название"
        labelFor="category-name"
        labelInfo="(обязательно)"
        helperText={errors.name}
        intent={errors.name ? 'danger' : 'none'}
      >
        <InputGroup
          id="category-name"
          autoFocus={autoFocus}
          value={draft.name}
          intent={errors.name ? 'danger' : 'none'}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </FormGroup>
      <FormGroup
        label="Родительская категория"
        labelFor="category-parent"
        helperText={errors.parentId}
        intent={errors.parentId ? 'danger' : 'none'}
      >
        <HTMLSelect
          id="category-parent"
          fill
          value={draft.parentId}
          onChange={(e) => onChange({ parentId: e.currentTarget.value })}
        >
          <option value="">— верхний уровень —</option>
          {treeOptions(tree, exclude).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </>
  );
}

type Actions = ReturnType<typeof useListActions>;

/**
 * Validates with the shared validator and writes: create or update, then the active flag when it
 * changed (it has its own call). Resolves with field messages instead of writing when invalid.
 */
export async function saveCategory(
  actions: Actions,
  shopType: ShopType,
  draft: CategoryDraft,
  record?: ListRecord,
): Promise<{ errors?: Record<string, string>; saved?: ListRecord }> {
  const list = listDef('Category');
  const { input, errors } = toInput(
    list,
    { name: draft.name, parentId: draft.parentId, shopType },
    record ? 'update' : 'create',
  );
  if (Object.keys(errors).length) return { errors };
  let saved = record ? await actions.update(record.id, input) : await actions.create(input);
  if (saved.active !== draft.active) saved = await actions.setActive(saved.id, draft.active);
  return { saved };
}
