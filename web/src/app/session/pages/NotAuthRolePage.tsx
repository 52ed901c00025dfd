import { Button, H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

/** /session/notAuthRole: where a guard sends a signed-in user the access policy refuses. */
export default function NotAuthRolePage() {
  const navigate = useNavigate();
  return (
    <div className="session-status">
      <div className="session-status-code">403</div>
      <H3>Доступ запрещен!</H3>
      <p>
        У вашей учётной записи нет прав на этот раздел. Если он нужен вам для работы, обратитесь к
        администратору.
      </p>
      <Button intent="primary" icon="home" onClick={() => navigate('/')}>
        На главную
      </Button>
    </div>
  );
}
