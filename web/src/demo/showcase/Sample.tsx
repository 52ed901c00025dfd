import { Card, H4 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './showcase.css';

/**
 * One piece of the product's own UI on a showcase page: its name, where the product uses it, and
 * the real component with sample data. The showcase replaces the template's sample pages (spec
 * section 2: utilities, material, charts, forms, pages, data tables) with what we really ship.
 */
export function Sample({
  title,
  usedIn,
  wide,
  children,
}: {
  title: string;
  usedIn: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={`showcase-sample${wide ? ' is-wide' : ''}`} role="region" aria-label={title}>
      <H4 className="showcase-title">{title}</H4>
      <p className="showcase-used">Где: {usedIn}</p>
      {children}
    </Card>
  );
}

/** The grid of samples of one page. */
export function Samples({ children }: { children: ReactNode }) {
  return <div className="showcase-grid">{children}</div>;
}
