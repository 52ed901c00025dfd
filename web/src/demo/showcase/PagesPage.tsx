import { AnchorButton } from '@blueprintjs/core';
import { PageState } from '../../dashboard/PageState';
import '../../dashboard/dashboard.css';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

/** The product's own pages of the template's «pages» group; each opens in a new tab. */
const SESSION_PAGES = [
  { path: '/session/signin', text: 'Вход', icon: 'log-in' },
  { path: '/session/signup', text: 'Регистрация', icon: 'new-person' },
  { path: '/session/forgot-password', text: 'Восстановление пароля', icon: 'key' },
  { path: '/session/404', text: 'Страница не найдена', icon: 'search' },
  { path: '/session/notAuthRole', text: 'Нет доступа', icon: 'lock' },
] as const;

const retry = () => undefined;

/** /demo/pages: the session pages and the loading, error and empty states every screen shares. */
export default function PagesPage() {
  return (
    <DemoPage title="Страницы">
      <Samples>
        <Sample
          title="Страницы сессии"
          usedIn="вход, регистрация, восстановление, 404 и отказ в доступе"
          wide
        >
          <div className="showcase-row">
            {SESSION_PAGES.map((p) => (
              <AnchorButton key={p.path} href={p.path} target="_blank" icon={p.icon} text={p.text} />
            ))}
          </div>
        </Sample>
        <Sample title="Загрузка: PageState" usedIn="дашборды и статистика, пока идут данные">
          <div className="showcase-state">
            <PageState loading error={null} hasData={false} empty={false} emptyTitle="" onRetry={retry}>
              {() => null}
            </PageState>
          </div>
        </Sample>
        <Sample title="Ошибка с повтором: PageState" usedIn="дашборды и статистика, когда CRM недоступна">
          <PageState
            loading={false}
            error={new Error('CRM недоступна, попробуйте позже')}
            hasData={false}
            empty={false}
            emptyTitle=""
            onRetry={retry}
          >
            {() => null}
          </PageState>
        </Sample>
        <Sample title="Нет данных: PageState" usedIn="статистика за период без заказов">
          <PageState
            loading={false}
            error={null}
            hasData
            empty
            emptyTitle="Заказов за период нет"
            emptyDescription="Выберите другой период или магазин."
            onRetry={retry}
          >
            {() => null}
          </PageState>
        </Sample>
      </Samples>
    </DemoPage>
  );
}
