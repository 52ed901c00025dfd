import { Button, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { awaitingAccess } from '../../../../../schema/access';
import { landingPath } from '../../../../../schema/landing';
import { useSession } from '../context';

/**
 * /session/awaiting: a signed-in account no product route admits yet (a fresh sign-up, GUEST
 * with no page keys). It reads nothing but its own profile, so it sees this page instead of menus
 * that would fail; «Проверить снова» asks the server again once an SA has granted access.
 */
export default function AwaitingAccessPage() {
  const { status, user, refresh, signOut } = useSession();
  const [checking, setChecking] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);

  if (status !== 'authenticated' || !user) return <Navigate to="/session/signin" replace />;
  if (!awaitingAccess(user)) return <Navigate to={landingPath(user)} replace />;

  const check = async () => {
    setChecking(true);
    try {
      await refresh();
      setStillWaiting(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="session-status" role="status">
      <H3>Доступ ожидает подтверждения администратором</H3>
      <p>
        Учётная запись <strong>{user.email}</strong> создана. Чтобы открыть заказы, клиентов и другие разделы,
        администратор магазина должен выдать вам права доступа.
      </p>
      {stillWaiting && <p className="session-muted">Права пока не выданы.</p>}
      <div className="session-actions">
        <Button intent="primary" icon="refresh" loading={checking} onClick={() => void check()}>
          Проверить снова
        </Button>
        <Button icon="log-out" onClick={() => void signOut()}>
          Выйти
        </Button>
      </div>
    </div>
  );
}
