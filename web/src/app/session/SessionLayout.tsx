import { Card } from '@blueprintjs/core';
import { Outlet } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../brand';
import { Logo } from '../Logo';
import './session.css';

/** The frame of the public session pages: one centred card, no menus. */
export function SessionLayout() {
  return (
    <main className="session-layout">
      <Card className="session-card" elevation={2}>
        <div className="session-brand">
          <Logo size={40} />
          <div>
            <div className="session-brand-name">{PRODUCT_NAME}</div>
            <div className="session-brand-tagline">{PRODUCT_TAGLINE}</div>
          </div>
        </div>
        <Outlet />
      </Card>
    </main>
  );
}
