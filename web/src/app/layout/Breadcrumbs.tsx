import { Classes, Icon } from '@blueprintjs/core';
import { Link, useLocation } from 'react-router-dom';
import { findRoute } from '../../../../schema/access';
import { firstLink, menuTrail, type NavItem } from '../navigation';

interface Crumb {
  label: string;
  to?: string;
}

/**
 * Ancestors come from the menu (the groups above the current link, each leading to its first
 * link the user can open). Pages outside the menu (e.g. /category/5) fall back to the path's
 * prefixes that are routes themselves, so no crumb ever links to a 404.
 */
function ancestors(menu: readonly NavItem[], pathname: string): Crumb[] {
  const trail = menuTrail(menu, pathname);
  if (trail) return trail.map((group) => ({ label: group.label, to: firstLink(group)?.path }));
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const route = findRoute(prefix);
    if (route) crumbs.push({ label: route.title, to: prefix });
  }
  return crumbs;
}

export function Breadcrumbs({ menu }: { menu: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const title = findRoute(pathname)?.title;
  if (!title) return null;
  return (
    <nav aria-label="Навигационная цепочка" className="app-breadcrumbs">
      <ul className={Classes.BREADCRUMBS}>
        <li>
          <Link to="/" className={Classes.BREADCRUMB} aria-label="Главная" title="Главная">
            <Icon icon="home" />
          </Link>
        </li>
        {ancestors(menu, pathname).map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to} className={Classes.BREADCRUMB}>
                {crumb.label}
              </Link>
            ) : (
              <span className={Classes.BREADCRUMB}>{crumb.label}</span>
            )}
          </li>
        ))}
        <li>
          <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
            {title}
          </span>
        </li>
      </ul>
    </nav>
  );
}
