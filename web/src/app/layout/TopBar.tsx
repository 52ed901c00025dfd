import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useSession } from '../session/context';
import { roleLabel } from '../roles';

interface Props {
  title: string;
  menuLabel: string;
  menuExpanded: boolean;
  onToggleMenu(): void;
}

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join('') || '?'
  );
}

/** The 64 px top bar: menu toggle, page title and the signed-in user's menu. */
export function TopBar({ title, menuLabel, menuExpanded, onToggleMenu }: Props) {
  const { user, signOut } = useSession();
  const name = user?.name || user?.email || '';
  const role = roleLabel(user?.role ?? '');
  return (
    <header className="app-topbar">
      <Button
        variant="minimal"
        size="large"
        icon="menu"
        aria-label={menuLabel}
        aria-expanded={menuExpanded}
        title={menuLabel}
        onClick={onToggleMenu}
        className="app-menu-toggle"
      />
      <h1 className="app-topbar-title">{title}</h1>
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label="Меню пользователя">
            <MenuDivider title={`${name} · ${role}`} />
            <MenuItem icon="log-out" text="Выйти" onClick={() => void signOut()} />
          </Menu>
        }
      >
        <Button
          variant="minimal"
          className="app-user-button"
          endIcon="caret-down"
          aria-label={`Пользователь ${name}`}
        >
          <span className="app-user-avatar" aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className="app-user-text">
            <span className="app-user-name">{name}</span>
            <span className="app-user-role">{role}</span>
          </span>
        </Button>
      </PopoverNext>
    </header>
  );
}
