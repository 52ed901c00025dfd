import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { PRODUCT_NAME } from '../brand';
import { Logo } from '../Logo';
import { useSession } from '../session/context';
import { roleLabel } from '../roles';
import { NotificationBell } from '../../notifications/NotificationBell';
import { QueueStatus } from '../../offline/queue/QueueStatus';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TopSearch } from './TopSearch';

export interface MenuToggle {
  label: string;
  expanded: boolean;
  onToggle(): void;
}

interface Props {
  title: string;
  isMobile: boolean;
  /** The menu button: compact/expand in layout1, the drawer on a phone; none in layout2 on a desktop. */
  menuToggle?: MenuToggle | null;
  /** Layout2 on a desktop has no sidebar to carry the product's name: the top bar does. */
  brand?: boolean;
  /** On a phone the secondary sidebar is folded behind this button. */
  toolsOpen: boolean;
  onToggleTools(): void;
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

/** The 64 px top bar: menu toggle or brand, page title, search, tools (phone) and the user's menu. */
export function TopBar({ title, isMobile, menuToggle, brand, toolsOpen, onToggleTools }: Props) {
  const { user, signOut } = useSession();
  const name = user?.name || user?.email || '';
  const role = roleLabel(user?.role ?? '');
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <header className="app-topbar">
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
      {menuToggle && (
        <Button
          variant="minimal"
          size="large"
          icon="menu"
          aria-label={menuToggle.label}
          aria-expanded={menuToggle.expanded}
          title={menuToggle.label}
          onClick={menuToggle.onToggle}
          className="app-menu-toggle"
        />
      )}
      {brand && (
        <span className="app-topbar-brand">
          <Logo size={28} />
          <span className="app-topbar-brand-name">{PRODUCT_NAME}</span>
        </span>
      )}
      <h1 className="app-topbar-title">{title}</h1>
      <TopSearch key={isMobile ? 'phone' : 'desktop'} collapsible={isMobile} />
      {isMobile && (
        <Button
          variant="minimal"
          icon="more"
          aria-label={toolsOpen ? 'Скрыть инструменты' : 'Инструменты'}
          aria-expanded={toolsOpen}
          title="Инструменты"
          onClick={onToggleTools}
        />
      )}
      <QueueStatus />
      <NotificationBell />
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label="Меню пользователя">
            <MenuDivider title={`${name} · ${role}`} />
            <MenuItem icon="key" text="Сменить пароль" onClick={() => setChangingPassword(true)} />
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
