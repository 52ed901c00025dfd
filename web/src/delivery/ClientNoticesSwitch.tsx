import { Switch, Tag } from '@blueprintjs/core';
import { fieldRule } from '../../../schema/data-access';
import { permits, type AccessRule } from '../../../schema/access';
import { useSession } from '../app/session/context';
import { unwrap, useSetClientDeliveryNoticesMutation } from '../graphql';
import { toastError } from '../lists/toaster';

/** Who may switch a client's delivery notices: the mutation's own rule (schema/data-access.ts). */
const RULE = fieldRule('Mutation', 'setClientDeliveryNotices') as AccessRule;

/**
 * «Уведомлять клиента о доставке» (issue 21, docs/delivery.md): the one switch of a client's
 * delivery notices, in the order drawer and on the client card. A reader who may not change it
 * sees the setting as a tag. `onChanged` reads the owner's data again once the server agreed.
 */
export function ClientNoticesSwitch({
  clientId,
  enabled,
  onChanged,
}: {
  clientId: string;
  enabled: boolean;
  onChanged(): unknown;
}) {
  const { user } = useSession();
  const [setNotices, setting] = useSetClientDeliveryNoticesMutation();
  if (!permits(user, RULE))
    return (
      <Tag minimal intent={enabled ? 'success' : 'warning'}>
        {enabled ? 'Уведомления о доставке: да' : 'Уведомления о доставке: нет'}
      </Tag>
    );
  return (
    <Switch
      checked={enabled}
      disabled={setting.loading}
      label="Уведомлять клиента о доставке"
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setNotices({ variables: { clientId, enabled: next } })
          .then((r) => unwrap(r.data?.setClientDeliveryNotices, 'enabled'))
          .then(() => onChanged())
          .catch((err: unknown) =>
            toastError(err instanceof Error ? err.message : 'Не удалось сохранить настройку уведомлений'),
          );
      }}
    />
  );
}
