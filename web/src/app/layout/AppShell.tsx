import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../../../schema/access';
import { ChatPopup } from '../../demo/chat/ChatPopup';
import { findDemoPage } from '../../demo/pages';
import { ListsPreload } from '../../lists/ListsPreload';
import { CashRegisterSlot } from '../../settings/CashRegisterSlot';
import { PRODUCT_NAME } from '../brand';
import { MENU, visibleMenu } from '../navigation';
import { useSession } from '../session/context';
import { Layout1 } from './Layout1';
import { Layout2 } from './Layout2';
import { useLayoutChoice } from './layoutPrefs';
import { SecondarySidebar } from './SecondarySidebar';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import './layout.css';

/**
 * The signed-in shell: the chosen layout (layout1 by default, layout2 when picked; remembered on
 * this computer) around the screen, and what both share — the secondary sidebar with the
 * workstation's tools, the chat popup and the cash register dialog.
 */
export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const layout = useLayoutChoice();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [chatOpen, setChatOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const menu = useMemo(() => visibleMenu(MENU, user), [user]);
  const title = findRoute(pathname)?.title ?? findDemoPage(pathname)?.title ?? '';

  const props = {
    title,
    menu,
    isMobile,
    toolsOpen: isMobile && toolsOpen,
    onToggleTools: () => setToolsOpen((o) => !o),
  };
  const classes = ['app-shell', `is-${layout}`];
  if (isMobile) classes.push('is-mobile');
  if (isMobile && toolsOpen) classes.push('is-tools-open');

  return (
    <div className={classes.join(' ')}>
      {/* React 19 hoists this into <head>: browser tabs and history show the page's name. */}
      <title>{title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>
      {/* Spec section 3: every list is loaded at start, so screens and pickers open from the cache. */}
      <ListsPreload />
      {layout === 'layout2' ? <Layout2 {...props} /> : <Layout1 {...props} />}
      <SecondarySidebar
        chatOpen={chatOpen}
        onToggleChat={() => setChatOpen((o) => !o)}
        onAction={() => setToolsOpen(false)}
      />
      {isMobile && toolsOpen && (
        <div className="app-overlay app-tools-overlay" onClick={() => setToolsOpen(false)} />
      )}
      <ChatPopup open={chatOpen} onOpenChange={setChatOpen} hideToggle />
      <CashRegisterSlot />
    </div>
  );
}
