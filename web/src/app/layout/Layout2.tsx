import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import type { LayoutProps } from './Layout1';
import { HORIZONTAL_MENU_MAX, HORIZONTAL_MENU_MAX_NARROW, NARROW_QUERY } from './layoutPrefs';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useMediaQuery } from './useMediaQuery';

/**
 * Layout2 (spec section 2): the product's name and the top bar across the page, the menu as a
 * horizontal bar under it (at most HORIZONTAL_MENU_MAX entries, the rest under «Ещё»), no
 * sidebar. A phone has no room for a bar: there the menu is layout1's drawer.
 */
export function Layout2({
  title,
  menu,
  isMobile,
  toolsOpen,
  onToggleTools,
  max,
}: LayoutProps & { max?: number }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const limit = max ?? (narrow ? HORIZONTAL_MENU_MAX_NARROW : HORIZONTAL_MENU_MAX);

  const classes = ['app-layout', 'app-layout2'];
  if (isMobile) classes.push('is-mobile');
  if (isMobile && drawerOpen) classes.push('is-drawer-open');

  return (
    <div className={classes.join(' ')}>
      {isMobile && <Sidebar menu={menu} onNavigate={() => setDrawerOpen(false)} />}
      {isMobile && drawerOpen && (
        <div className="app-overlay" data-testid="sidebar-overlay" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="app-main">
        <TopBar
          title={title}
          isMobile={isMobile}
          brand={!isMobile}
          menuToggle={
            isMobile
              ? { label: 'Открыть меню', expanded: drawerOpen, onToggle: () => setDrawerOpen((o) => !o) }
              : null
          }
          toolsOpen={toolsOpen}
          onToggleTools={onToggleTools}
        />
        {!isMobile && <HorizontalNav items={menu} max={limit} />}
        <main className="app-content">
          <Breadcrumbs menu={menu} />
          <Outlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
