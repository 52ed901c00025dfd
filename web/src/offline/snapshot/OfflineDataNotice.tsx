import { Callout } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import { format } from 'date-fns';
import { useOfflineDataTime } from './status';

/**
 * «Нет связи: данные на HH:MM»: the screen shows the replies the till stored (snapshot/link.ts)
 * because the server cannot be reached; gone as soon as the server answers again. Its icon is a
 * component, bundled with the screen: an icon loaded by name would be fetched only now, offline.
 */
export function OfflineDataNotice() {
  const savedAt = useOfflineDataTime();
  if (savedAt === null) return null;
  return (
    <Callout intent="warning" icon={<OfflineIcon />} compact className="offline-data-notice" role="status">
      Нет связи: данные на {format(savedAt, 'HH:mm')}
    </Callout>
  );
}
