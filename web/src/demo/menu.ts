import type { NavGroup } from '../app/navigation';
import { DEMO_PAGES } from './pages';

/** The «Демо» menu group: the SA's, or everyone's when shown (the links carry `demo`, see seesDemo). */
export const DEMO_MENU: NavGroup = {
  kind: 'group',
  label: 'Демо',
  icon: 'lab-test',
  children: DEMO_PAGES.filter((p) => p.inMenu).map((p) => ({
    kind: 'link',
    path: p.path,
    label: p.title,
    icon: p.icon,
    demo: true,
  })),
};
