import type { Role } from '../../../schema/access';

/** How roles read in the interface (the codes stay as they are in data and the policy). */
export const ROLE_LABELS: Record<Role, string> = {
  SA: 'Суперадминистратор',
  ADMIN: 'Администратор',
  EDITOR: 'Редактор',
  GUEST: 'Гость',
  MANAGER: 'Менеджер',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}
