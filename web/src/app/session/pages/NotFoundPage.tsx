import { Button, H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

/** /session/404: every unknown path lands here. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="session-status">
      <div className="session-status-code">404</div>
      <H3>Страница не найдена</H3>
      <p>Такой страницы нет или она была перемещена.</p>
      <Button intent="primary" icon="home" onClick={() => navigate('/')}>
        На главную
      </Button>
    </div>
  );
}
