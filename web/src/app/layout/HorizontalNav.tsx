import { Button, Classes, Icon, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { Fragment, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { groupContains, linkMatches, type NavItem } from '../navigation';
import { splitTopItems } from './horizontal';
import { NavIcon } from './NavMenu';

/** A group's links as menu rows; a nested group becomes a titled section (no hover-only submenus). */
function MenuRows({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const navigate = useNavigate();
  return items.map((item, i): ReactNode => {
    const key = `${item.kind}:${item.label}:${i}`;
    switch (item.kind) {
      case 'label':
        return <MenuDivider key={key} title={item.label} />;
      case 'external':
        return (
          <MenuItem
            key={key}
            icon={item.icon}
            text={item.label}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            labelElement={<Icon icon="share" size={12} />}
          />
        );
      case 'link':
        return (
          <MenuItem
            key={key}
            icon={item.icon ?? <span className="app-hnav-icon-text">{item.iconText}</span>}
            text={item.label}
            href={item.path}
            active={linkMatches(item.path, pathname)}
            labelElement={
              item.badge && (
                <Tag minimal round intent={item.badge.intent ?? 'primary'}>
                  {item.badge.value}
                </Tag>
              )
            }
            onClick={(e) => {
              // A real href (middle click, «open in a new tab») but in-app navigation on a click.
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.button === 1) return;
              e.preventDefault();
              navigate(item.path);
            }}
          />
        );
      case 'group':
        return (
          <Fragment key={key}>
            <MenuDivider title={item.label} />
            <MenuRows items={item.children} pathname={pathname} />
          </Fragment>
        );
    }
  });
}

function contains(items: readonly NavItem[], pathname: string): boolean {
  return items.some((item) =>
    item.kind === 'link'
      ? linkMatches(item.path, pathname)
      : item.kind === 'group' && groupContains(item, pathname),
  );
}

/** A top entry that opens a menu: a group of the menu, or «Ещё». */
function TopGroup({ label, icon, items }: { label: string; icon: ReactNode; items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const current = contains(items, pathname);
  return (
    <PopoverNext
      placement="bottom-start"
      arrow={false}
      // Light menus under the dark bar, like every other popover of the app.
      inheritDarkTheme={false}
      popoverClassName="app-hnav-popover"
      content={
        <Menu aria-label={label}>
          <MenuRows items={items} pathname={pathname} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        className={`app-hnav-item${current ? ' is-active' : ''}`}
        endIcon="caret-down"
        aria-haspopup="menu"
      >
        {icon}
        <span className="app-hnav-text">{label}</span>
      </Button>
    </PopoverNext>
  );
}

function TopEntry({ item }: { item: NavItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <NavLink
          to={item.path}
          caseSensitive
          className={({ isActive }) => `app-hnav-item${isActive ? ' is-active' : ''}`}
        >
          <NavIcon item={item} />
          <span className="app-hnav-text">{item.label}</span>
        </NavLink>
      );
    case 'external':
      return (
        <a className="app-hnav-item" href={item.href} target="_blank" rel="noopener noreferrer">
          <NavIcon item={item} />
          <span className="app-hnav-text">{item.label}</span>
        </a>
      );
    case 'group':
      return <TopGroup label={item.label} icon={<NavIcon item={item} />} items={item.children} />;
    case 'label':
      return null;
  }
}

/** Layout2's horizontal menu: at most `max` top entries, the rest under «Ещё». */
export function HorizontalNav({ items, max }: { items: readonly NavItem[]; max: number }) {
  const { shown, more } = splitTopItems(items, max);
  return (
    <nav className={`app-hnav ${Classes.DARK}`} aria-label="Главное меню">
      <ul className="app-hnav-list">
        {shown.map((item, i) => (
          <li key={`${item.kind}:${item.label}:${i}`}>
            <TopEntry item={item} />
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <TopGroup label="Ещё" icon={<Icon icon="more" className="app-nav-icon" />} items={more} />
          </li>
        )}
      </ul>
    </nav>
  );
}
