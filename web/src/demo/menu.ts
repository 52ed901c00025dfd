import type { NavGroup } from '../app/navigation';
import { DEMO_PAGES } from './pages';

/** The «Демо» menu group: every signed-in user sees it (the links carry `signedIn`). */
export const DEMO_MENU: NavGroup = {
  kind: 'group',
  label: 'Демо',
  icon: 'lab-test',
  children: DEMO_PAGES.filter((p) => p.inMenu).map((p) => ({
    kind: 'link',
    path: p.path,
    label: p.title,
    icon: p.icon,
    signedIn: true,
  })),
};
