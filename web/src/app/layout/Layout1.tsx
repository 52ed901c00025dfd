import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRoute } from '../../../../schema/access';
import { PRODUCT_NAME } from '../brand';
import { MENU, visibleMenu } from '../navigation';
import { findDemoPage } from '../../demo/pages';
import { ListsPreload } from '../../lists/ListsPreload';
import { useSession } from '../session/context';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import './layout.css';

const COMPACT_KEY = 'sidebarCompact';

function readCompact(): boolean {
  try {
    return window.localStorage.getItem(COMPACT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Layout1 (spec section 2, the default layout): sidebar 260 px or compact 80 px, a 64 px top
 * bar, breadcrumbs above the screen and a footer. Under 768 px the sidebar is an off-canvas
 * drawer over a dark overlay. The menu toggle means "compact" on a desktop and "drawer" on a phone.
 */
export function Layout1() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [compact, setCompact] = useState(readCompact);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = useMemo(() => visibleMenu(MENU, user), [user]);
  const title = findRoute(pathname)?.title ?? findDemoPage(pathname)?.title ?? '';

  function toggleMenu() {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next = !compact;
    setCompact(next);
    try {
      window.localStorage.setItem(COMPACT_KEY, next ? '1' : '0');
    } catch {
      // The choice just does not survive a reload.
    }
  }

  const classes = ['app-layout'];
  if (isMobile) classes.push('is-mobile');
  if (isMobile && drawerOpen) classes.push('is-drawer-open');
  if (!isMobile && compact) classes.push('is-compact');

  return (
    <div className={classes.join(' ')}>
      {/* React 19 hoists this into <head>: browser tabs and history show the page's name. */}
      <title>{title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>
      {/* Spec section 3: every list is loaded at start, so screens and pickers open from the cache. */}
      <ListsPreload />
      <Sidebar menu={menu} onNavigate={() => setDrawerOpen(false)} />
      {isMobile && drawerOpen && (
        <div className="app-overlay" data-testid="sidebar-overlay" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="app-main">
        <TopBar
          title={title}
          menuLabel={isMobile ? 'Открыть меню' : compact ? 'Развернуть меню' : 'Свернуть меню'}
          menuExpanded={isMobile ? drawerOpen : !compact}
          onToggleMenu={toggleMenu}
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
