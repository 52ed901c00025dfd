/**
 * Who may change which part of a staff account (issue 16 item 0; spec section 6: «Access rights …
 * are SA only»). A user record carries its own access rights (role, shop type, page keys, the
 * active and deleted flags) and the password that opens it, so writing those fields is granting
 * access: the user list's SETTINGS rule admits the screen, this decides field by field.
 * The gateway's generic list writer asks it before every user write, on GraphQL and /api alike.
 */
import { allows, PAGE_KEYS, ROUTES, type PageKey, type Principal } from './access';

/** The fields of a user record that are access rights (the password opens the account). */
export const RIGHTS_FIELDS = ['role', 'typeAccount', 'accessPage', 'password'] as const;

/** An account as the policy needs it: who it is and what it holds today. */
export interface Account {
  id: string | number;
  role: string;
  typeAccount: string;
  accessPage: readonly string[];
}

export type UserWrite =
  | { kind: 'create'; value: Readonly<Record<string, unknown>> }
  | { kind: 'update'; target: Account; value: Readonly<Record<string, unknown>> }
  | { kind: 'flag'; target: Account; flag: 'active' | 'deleted'; val: boolean };

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const isSelf = (actor: Account, target: Account) => String(actor.id) === String(target.id);

/** The rights fields this write changes (a value equal to the stored one is no change). */
export function changedRights(write: UserWrite): string[] {
  if (write.kind === 'flag') return [write.flag];
  const v = write.value;
  const changed: string[] = [];
  const target = write.kind === 'update' ? write.target : null;
  if (v.role !== undefined && v.role !== target?.role) changed.push('role');
  if (v.typeAccount !== undefined && v.typeAccount !== target?.typeAccount) changed.push('typeAccount');
  if (v.accessPage !== undefined && !sameKeys(v.accessPage as string[], target?.accessPage ?? [])) {
    changed.push('accessPage');
  }
  if (typeof v.password === 'string' && v.password !== '') changed.push('password');
  return changed;
}

/**
 * Why `actor` may not make this write, in Russian for the screen, or null when it may.
 * - Only the superadmin changes access rights (and so creates accounts, which are born with them).
 * - An account is changed by an SA only if it is an SA's.
 * - Nobody grants a role or a page key they do not hold.
 * - A user's own password changes only with the current one (auth `changePassword`), never here.
 * - Nobody switches off or deletes their own account (that would lock the shop out).
 */
export function userWriteRefusal(
  actor: Principal & { id: string | number },
  write: UserWrite,
): string | null {
  const actorIsSa = actor.role === 'SA';
  const target = write.kind === 'create' ? null : write.target;
  if (target && target.role === 'SA' && !actorIsSa) {
    return 'Учётную запись суперадминистратора изменяет только суперадминистратор';
  }
  const changed = changedRights(write);
  if (target && isSelf(actor, target)) {
    if (changed.includes('password')) return 'Свой пароль меняется в профиле с указанием текущего пароля';
    if (write.kind === 'flag' && (write.flag === 'active' ? !write.val : write.val)) {
      return 'Нельзя отключить или удалить собственную учётную запись';
    }
  }
  if (changed.length === 0) return null;
  if (!actorIsSa)
    return 'Права доступа, пароль и активность пользователей изменяет только суперадминистратор';
  if (write.kind !== 'flag') {
    const granted = (write.value.accessPage as string[] | undefined) ?? [];
    const held = new Set(actor.accessPage);
    const before = new Set(target?.accessPage ?? []);
    const notHeld = granted.filter((k) => !held.has(k) && !before.has(k));
    if (notHeld.length > 0) return `Нельзя выдать разделы, которых нет у вас: ${notHeld.join(', ')}`;
  }
  return null;
}

/**
 * The user-record fields a form leaves out for this actor, so a screen never offers a change the
 * server refuses: rights for anyone but the SA, and one's own password (changed in the profile).
 */
export function fieldsOutOfReach(
  actor: Pick<Account, 'id' | 'role'>,
  target: Pick<Account, 'id'> | null,
): readonly string[] {
  const out: string[] = actor.role === 'SA' ? [] : [...RIGHTS_FIELDS];
  if (target && String(target.id) === String(actor.id) && !out.includes('password')) out.push('password');
  return out;
}

/**
 * The page keys that open at least one page for this role and shop type (issue 26): a MANAGER's
 * SETTINGS opens nothing, since every settings page is admin level. The rights editor offers only
 * these, and the server refuses the others (`unusableKeysRefusal`).
 */
export function usablePageKeys(role: string, typeAccount: string): PageKey[] {
  return PAGE_KEYS.filter((key) =>
    ROUTES.some((r) => r.pageKeys?.includes(key) && allows({ role, typeAccount, accessPage: [key] }, r)),
  );
}

/** The keys of `keys` this role and shop type can never use. */
export function unusablePageKeys(role: string, typeAccount: string, keys: readonly string[]): string[] {
  const usable = new Set<string>(usablePageKeys(role, typeAccount));
  return keys.filter((k) => !usable.has(k));
}

/**
 * Why the account this write leaves behind would hold keys its role cannot open, or null. Asked
 * only when the write changes the role, the shop type or the keys, so an edit of a name does not
 * trip over keys granted before this rule.
 */
export function unusableKeysRefusal(write: UserWrite): string | null {
  if (write.kind === 'flag') return null;
  const changed = changedRights(write).filter((f) => f !== 'password');
  if (changed.length === 0) return null;
  const v = write.value;
  const target = write.kind === 'update' ? write.target : null;
  const role = String(v.role ?? target?.role ?? '');
  const typeAccount = String(v.typeAccount ?? target?.typeAccount ?? '');
  const keys = Array.isArray(v.accessPage) ? v.accessPage.map(String) : (target?.accessPage ?? []);
  const unusable = unusablePageKeys(role, typeAccount, keys);
  if (unusable.length === 0) return null;
  const shop = typeAccount === 'fastfood' ? 'фастфуд' : 'цветочный магазин';
  return `Роль ${role} (${shop}) не открывает разделы: ${unusable.join(', ')}. Снимите их или выберите другую роль`;
}
