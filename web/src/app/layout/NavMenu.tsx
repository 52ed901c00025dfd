import { Collapse, Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { groupContains, type NavGroup, type NavItem } from '../navigation';

interface MenuProps {
  items: readonly NavItem[];
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export function NavIcon({
  item,
}: {
  item: { icon?: Parameters<typeof Icon>[0]['icon']; iconText?: string };
}) {
  if (item.icon) return <Icon icon={item.icon} className="app-nav-icon" />;
  // Decorative: the label beside it already names the entry for screen readers.
  if (item.iconText)
    return (
      <span className="app-nav-icon app-nav-icon-text" aria-hidden="true">
        {item.iconText}
      </span>
    );
  return <span className="app-nav-icon" aria-hidden="true" />;
}

/**
 * A group opens and closes on click, and opens by itself when the current path reaches one of
 * its links, while leaving the user's own choice alone on other navigation.
 */
function NavGroupEntry({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const containsCurrent = groupContains(group, pathname);
  const [open, setOpen] = useState(containsCurrent);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // Adjusting state while rendering (not in an effect) avoids a frame with the group shut.
    setSeenPath(pathname);
    if (containsCurrent) setOpen(true);
  }
  return (
    <li className={`app-nav-group${open ? ' is-open' : ''}${containsCurrent ? ' has-current' : ''}`}>
      <button
        type="button"
        className="app-nav-item"
        aria-expanded={open}
        title={group.label}
        onClick={() => setOpen((o) => !o)}
      >
        <NavIcon item={group} />
        <span className="app-nav-text">{group.label}</span>
        <Icon icon="chevron-right" className="app-nav-caret" />
      </button>
      <Collapse isOpen={open}>
        <NavMenu items={group.children} onNavigate={onNavigate} />
      </Collapse>
    </li>
  );
}

export function NavMenu({ items, onNavigate }: MenuProps) {
  return (
    <ul className="app-nav">
      {items.map((item, index) => {
        const key = `${item.kind}:${item.label}:${index}`;
        switch (item.kind) {
          case 'label':
            return (
              <li key={key} className="app-nav-label">
                {item.label}
              </li>
            );
          case 'external':
            return (
              <li key={key}>
                <a className="app-nav-item" href={item.href} target="_blank" rel="noopener noreferrer">
                  <NavIcon item={item} />
                  <span className="app-nav-text">{item.label}</span>
                  <Icon icon="share" size={12} className="app-nav-caret" />
                </a>
              </li>
            );
          case 'link':
            return (
              <li key={key}>
                <NavLink
                  to={item.path}
                  caseSensitive
                  title={item.label}
                  className={({ isActive }) => `app-nav-item${isActive ? ' is-active' : ''}`}
                  onClick={onNavigate}
                >
                  <NavIcon item={item} />
                  <span className="app-nav-text">{item.label}</span>
                  {item.badge && (
                    <Tag round minimal intent={item.badge.intent ?? 'primary'} className="app-nav-badge">
                      {item.badge.value}
                    </Tag>
                  )}
                </NavLink>
              </li>
            );
          case 'group':
            return <NavGroupEntry key={key} group={item} onNavigate={onNavigate} />;
        }
      })}
    </ul>
  );
}
