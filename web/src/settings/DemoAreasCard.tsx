import { Callout, Card, H4, Switch } from '@blueprintjs/core';
import { formatDateTime } from '../app/format';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import {
  DemoAreasSettingDocument,
  unwrap,
  useDemoAreasSettingQuery,
  useSetShowDemoAreasMutation,
} from '../graphql';

/**
 * «Демо-разделы» (issue 26): whether the template's demo areas show to every account or to the SA
 * only. Stored on the server; until the SA saves a choice the operator's SHOW_DEMO_AREAS applies.
 */
export function DemoAreasCard() {
  const { data, error } = useDemoAreasSettingQuery();
  const [save, { loading }] = useSetShowDemoAreasMutation({
    refetchQueries: [DemoAreasSettingDocument],
    awaitRefetchQueries: true,
  });
  const s = data?.demoAreasSetting;
  const toggle = async (show: boolean) => {
    try {
      unwrap((await save({ variables: { show } })).data?.setShowDemoAreas, 'setting');
      toastSuccess(show ? 'Демо-разделы видны всем' : 'Демо-разделы видит только суперадминистратор');
    } catch (e) {
      toastError(serverError(e).message);
    }
  };
  return (
    <Card className="settings-equipment settings-demo">
      <H4>Демо-разделы</H4>
      {error ? (
        <Callout intent="danger" compact>
          {serverError(error).message}
        </Callout>
      ) : (
        <>
          <Switch
            large
            label="Показывать демо-разделы шаблона («Демо», метки «тест») всем сотрудникам"
            checked={s?.shown ?? false}
            disabled={!s || loading}
            onChange={(e) => void toggle(e.currentTarget.checked)}
          />
          <p className="settings-muted">
            {s?.stored == null
              ? `Пока не сохранено: действует переменная SHOW_DEMO_AREAS (${s?.envDefault ? 'показывать' : 'не показывать'}).`
              : `Сохранено${s.updatedAt ? ` ${formatDateTime(s.updatedAt)}` : ''}${s.updatedByName ? ` · ${s.updatedByName}` : ''}. Суперадминистратор видит их всегда.`}
          </p>
        </>
      )}
    </Card>
  );
}
