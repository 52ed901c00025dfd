import { Button, Callout, H2, HTMLTable, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ExportError, serverExport } from '../app/serverExport';
import { unwrap, useBackupsQuery, useStartBackupMutation, type BackupStateFieldsFragment } from '../graphql';
import { serverError } from '../lists/errors';
import './settings.css';

/** How often the screen asks while a backup is under way. */
const POLL_MS = 1000;

const PHASES: Record<string, string> = {
  counting: 'Подсчёт записей',
  dumping: 'Снимок базы',
  compressing: 'Сжатие',
  copying: 'Копирование во вторую папку',
  rotating: 'Удаление старых копий',
};

const TABLES: Record<string, string> = {
  clients: 'Клиенты',
  orders: 'Заказы',
  order_lines: 'Строки заказов',
  products: 'Товары',
  stock_balances: 'Остатки',
  cash_moves: 'Движения кассы',
  users: 'Пользователи',
};

const MODES: Record<string, string> = {
  pglite: 'Встроенная база: копии делаются автоматически по расписанию.',
  pg_dump: 'PostgreSQL: копии делает pg_dump по расписанию.',
  server:
    'PostgreSQL без pg_dump: копии делает сервер базы данных (backups managed by the server). См. docs/operations.md.',
};

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} МБ`
    : `${Math.max(1, Math.round(bytes / 1024))} КБ`;

function Counts({ counts }: { counts: BackupStateFieldsFragment['backups'][number]['counts'] }) {
  return (
    <span className="backup-counts">
      {counts.map((c) => `${TABLES[c.table] ?? c.table}: ${c.rows.toLocaleString('ru-RU')}`).join(' · ')}
    </span>
  );
}

/**
 * /Settings/Backups (superadmin): the backups of the database, newest first, with their size and
 * the main tables' counts; «Сделать копию сейчас» with its progress; a download of each one;
 * «Выгрузить данные (CSV)»: the shop's data as CSV files in one zip (docs/operations.md#export).
 */
export default function BackupsPage() {
  const { data, loading, error, refetch, startPolling, stopPolling } = useBackupsQuery({
    notifyOnNetworkStatusChange: false,
  });
  const [start, started] = useStartBackupMutation();
  const [startError, setStartError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const state = data?.backups;
  const running = state?.running ?? false;

  // Polled only while a backup runs: the list is a CRM read of one directory, but idle it never changes.
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);

  async function backupNow() {
    setStartError(null);
    try {
      unwrap((await start()).data?.startBackup, 'state');
      await refetch();
    } catch (err) {
      setStartError(serverError(err).message);
    }
  }

  async function download(name: string) {
    setDownloadError(null);
    try {
      await serverExport(`/api/backups/${encodeURIComponent(name)}`, {});
    } catch (err) {
      setDownloadError(err instanceof ExportError ? err.message : 'Не удалось скачать копию');
    }
  }

  // The server streams the archive as it reads the tables: a big shop waits a while, so the button spins.
  async function exportCsv() {
    setDownloadError(null);
    setExporting(true);
    try {
      await serverExport('/api/backups/export', {});
    } catch (err) {
      setDownloadError(err instanceof ExportError ? err.message : 'Не удалось выгрузить данные');
    } finally {
      setExporting(false);
    }
  }

  let body: React.ReactNode;
  if (loading && !state) body = <Spinner className="settings-state" aria-label="Загрузка" />;
  else if (!state)
    body = (
      <NonIdealState
        className="settings-state"
        icon="error"
        title="Не удалось загрузить список копий"
        description={error?.message}
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  else
    body = (
      <>
        <p className="settings-muted">{MODES[state.mode]}</p>
        {state.lastError && (
          <Callout intent="danger" title="Последняя копия не сделана" className="backup-callout">
            {state.lastError}
          </Callout>
        )}
        {(startError || downloadError) && (
          <Callout intent="danger" className="backup-callout">
            {startError ?? downloadError}
          </Callout>
        )}
        <div className="backup-actions">
          <Button
            intent="primary"
            icon="database"
            text="Сделать копию сейчас"
            loading={started.loading}
            disabled={running || state.mode === 'server'}
            onClick={() => void backupNow()}
          />
          <Button
            icon="export"
            text="Выгрузить данные (CSV)"
            title="Клиенты, заказы, товары, склад и касса: CSV-файлы в одном zip-архиве для бухгалтерии или другой программы"
            loading={exporting}
            onClick={() => void exportCsv()}
          />
          {running && (
            <div className="backup-progress" role="status">
              <span>{PHASES[state.phase ?? ''] ?? 'Копия делается'}…</span>
              <ProgressBar intent="primary" />
            </div>
          )}
        </div>
        {state.backups.length === 0 ? (
          <NonIdealState icon="database" title="Копий пока нет" className="settings-state" />
        ) : (
          <HTMLTable compact striped className="backup-table" aria-label="Резервные копии">
            <thead>
              <tr>
                <th>Время</th>
                <th>Размер</th>
                <th>Записей</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {state.backups.map((b) => (
                <tr key={b.name} data-backup={b.name}>
                  <td title={b.name}>{new Date(b.at).toLocaleString('ru-RU')}</td>
                  <td>{size(b.sizeBytes)}</td>
                  <td>
                    <Counts counts={b.counts} />
                  </td>
                  <td>
                    <Button small icon="download" text="Скачать" onClick={() => void download(b.name)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </>
    );

  return (
    <section className="app-page backups-page">
      <div className="settings-header">
        <H2 className="app-page-title">Резервные копии</H2>
      </div>
      {body}
    </section>
  );
}
