import { Classes } from '@blueprintjs/core';
import { PRODUCT_NAME } from '../brand';
import { Logo } from '../Logo';
import type { NavItem } from '../navigation';
import { NavMenu } from './NavMenu';

interface Props {
  menu: readonly NavItem[];
  onNavigate(): void;
}

/** The left sidebar; its width and drawer behaviour are set by Layout1's classes. */
export function Sidebar({ menu, onNavigate }: Props) {
  return (
    <aside className={`app-sidebar ${Classes.DARK}`} aria-label="Главное меню">
      <div className="app-sidebar-brand">
        <Logo size={32} />
        <span className="app-sidebar-brand-name">{PRODUCT_NAME}</span>
      </div>
      <nav className="app-sidebar-scroll">
        <NavMenu items={menu} onNavigate={onNavigate} />
      </nav>
    </aside>
  );
}
