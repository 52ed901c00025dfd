import { H2, NonIdealState } from '@blueprintjs/core';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../../schema/access';

/**
 * The screen of every product route whose real screen comes in a later issue: the route exists,
 * is guarded and says what it will be, so no link in the menu ever opens a blank page.
 */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const title = findRoute(pathname)?.title ?? 'Раздел';
  return (
    <section className="app-page">
      <H2 className="app-page-title">{title}</H2>
      <NonIdealState
        icon="build"
        title="Раздел в разработке"
        description={`Экран «${title}» появится в одном из следующих обновлений.`}
      />
    </section>
  );
}
