import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { NavItem } from '../navigation';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { setCompactSidebar, useCompactSidebar } from './layoutPrefs';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export interface LayoutProps {
  title: string;
  menu: readonly NavItem[];
  isMobile: boolean;
  toolsOpen: boolean;
  onToggleTools(): void;
}

/**
 * Layout1 (spec section 2, the default layout): sidebar 260 px or compact 80 px, a 64 px top
 * bar, breadcrumbs above the screen and a footer. Under 768 px the sidebar is an off-canvas
 * drawer over a dark overlay. The menu toggle means "compact" on a desktop and "drawer" on a phone.
 */
export function Layout1({ title, menu, isMobile, toolsOpen, onToggleTools }: LayoutProps) {
  const compact = useCompactSidebar();
  const [drawerOpen, setDrawerOpen] = useState(false);

  function toggleMenu() {
    if (isMobile) setDrawerOpen((open) => !open);
    else setCompactSidebar(!compact);
  }

  const classes = ['app-layout', 'app-layout1'];
  if (isMobile) classes.push('is-mobile');
  if (isMobile && drawerOpen) classes.push('is-drawer-open');
  if (!isMobile && compact) classes.push('is-compact');

  const menuLabel = isMobile ? 'Открыть меню' : compact ? 'Развернуть меню' : 'Свернуть меню';
  return (
    <div className={classes.join(' ')}>
      <Sidebar menu={menu} onNavigate={() => setDrawerOpen(false)} />
      {isMobile && drawerOpen && (
        <div className="app-overlay" data-testid="sidebar-overlay" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="app-main">
        <TopBar
          title={title}
          isMobile={isMobile}
          menuToggle={{ label: menuLabel, expanded: isMobile ? drawerOpen : !compact, onToggle: toggleMenu }}
          toolsOpen={toolsOpen}
          onToggleTools={onToggleTools}
        />
        <main className="app-content">
          <Breadcrumbs menu={menu} />
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
