import { Button, Callout, Drawer, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { usePromoBatchCodesQuery } from '../graphql';
import { serverError } from '../lists/errors';
import { downloadCsv } from '../lists/csv';

/** Rows shown in the drawer; the CSV always has every code. */
const SHOWN = 200;

/**
 * A promo batch's codes (issue 26, docs/marketing.md "Promo batches"), from the batch list: the
 * codes with their uses and «Скачать CSV» for the print shop or the mailing. The CSV is the
 * server's (promoBatchCodes.csv), so the file is the same whoever downloads it.
 */
export function PromoBatchDrawer({ batchId, onClose }: { batchId: string | null; onClose(): void }) {
  return (
    <Drawer
      isOpen={batchId !== null}
      onClose={onClose}
      title="Коды пачки"
      icon="tag"
      size="min(520px, 100vw)"
    >
      {batchId !== null && <Codes batchId={batchId} />}
    </Drawer>
  );
}

function Codes({ batchId }: { batchId: string }) {
  // Uses change with every sale: always the server's current figures.
  const { data, loading, error } = usePromoBatchCodesQuery({
    variables: { batchId },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Spinner aria-label="Загрузка" />;
  // A null root (it failed) is the same error callout as a failed request.
  if (error || !data?.promoBatchCodes) return <Callout intent="danger">{serverError(error).message}</Callout>;
  const { name, codes, csv } = data.promoBatchCodes;
  const used = codes.filter((c) => c.usedCount > 0).length;
  return (
    <div className="bp6-drawer-body" style={{ padding: 16 }}>
      <p>
        <b>{name}</b>: {codes.length} кодов, использовано {used}.
      </p>
      <Button
        icon="download"
        intent="primary"
        text="Скачать CSV"
        disabled={codes.length === 0}
        onClick={() => downloadCsv(`Промокоды ${name}.csv`, csv)}
      />
      <HTMLTable compact striped aria-label="Коды пачки" style={{ width: '100%', marginTop: 12 }}>
        <thead>
          <tr>
            <th>Промокод</th>
            <th>Использован</th>
            <th>Лимит</th>
          </tr>
        </thead>
        <tbody>
          {codes.slice(0, SHOWN).map((c) => (
            <tr key={c.code}>
              <td>
                <code>{c.code}</code> {!c.active && <Tag minimal>отключён</Tag>}
              </td>
              <td>{c.usedCount}</td>
              <td>{c.usageLimit ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {codes.length > SHOWN && <p className="bp6-text-muted">Первые {SHOWN}; все коды — в CSV.</p>}
    </div>
  );
}
