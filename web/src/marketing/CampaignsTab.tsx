import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../app/format';
import { useList } from '../lists/store';
import { CampaignWorkspace } from './CampaignWorkspace';
import { segmentSummary } from './format';
import { useCampaigns, type Campaign } from './useMarketing';

interface Props {
  /** 'new', a campaign id, or null for the list. */
  campaignId: string | null;
  onOpen(id: string | null): void;
}

export function CampaignsTab({ campaignId, onOpen }: Props) {
  const { campaigns, loading, error, refetch } = useCampaigns();
  const branches = useList('Affiliate').all;
  const branchName = (id: string) => String(branches.find((b) => b.id === id)?.name ?? id);

  if (campaignId) {
    const found = campaigns.find((c) => c.id === campaignId) ?? null;
    if (campaignId !== 'new' && !found) {
      if (loading) return <Spinner className="mk-state" aria-label="Загрузка" />;
      return (
        <NonIdealState
          className="mk-state"
          icon="search"
          title="Рассылка не найдена"
          action={<Button text="К списку рассылок" onClick={() => onOpen(null)} />}
        />
      );
    }
    return (
      <CampaignWorkspace
        // A saved new campaign or another campaign starts the form from what is stored.
        key={campaignId}
        campaign={found}
        onOpen={onOpen}
      />
    );
  }

  return (
    <div className="mk-tab">
      <div className="mk-toolbar">
        <Button intent="primary" icon="add" text="Новая рассылка" onClick={() => onOpen('new')} />
        <span className="mk-muted">
          Письма к дням рождения и годовщинам, напоминания давно не заказывавшим клиентам, промокоды
          постоянным.
        </span>
      </div>
      {loading ? (
        <Spinner className="mk-state" aria-label="Загрузка" />
      ) : error && campaigns.length === 0 ? (
        <NonIdealState
          className="mk-state"
          icon="error"
          title="Не удалось загрузить рассылки"
          description={error.message}
          action={<Button text="Повторить" onClick={() => void refetch()} />}
        />
      ) : campaigns.length === 0 ? (
        <NonIdealState
          className="mk-state"
          icon="envelope"
          title="Рассылок пока нет"
          description="Создайте первую: например, поздравления с днём рождения на ближайшую неделю."
          action={<Button intent="primary" icon="add" text="Новая рассылка" onClick={() => onOpen('new')} />}
        />
      ) : (
        <HTMLTable interactive striped className="mk-table" aria-label="Рассылки">
          <thead>
            <tr>
              <th>Название</th>
              <th>Кому</th>
              <th>Статус</th>
              <th>Сообщения</th>
              <th>Создана</th>
              <th>Отправлена</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.id} onClick={() => onOpen(c.id)}>
                <td>
                  <a
                    href={`?campaign=${c.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      onOpen(c.id);
                    }}
                  >
                    {c.name}
                  </a>
                </td>
                <td className="mk-muted">{segmentSummary(c.segment, branchName)}</td>
                <td>
                  <StatusTag campaign={c} />
                </td>
                <td>
                  <Counts campaign={c} />
                </td>
                <td>{formatDateTime(c.createdAt)}</td>
                <td>{c.lastSentAt ? formatDateTime(c.lastSentAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

export function StatusTag({ campaign }: { campaign: Campaign }) {
  return campaign.status === 'sent' ? (
    <Tag intent="success" minimal icon="tick">
      Отправлена
    </Tag>
  ) : (
    <Tag minimal icon="edit">
      Черновик
    </Tag>
  );
}

/** «12 отправлено · 2 в очереди · 1 ошибка · 3 без e-mail». */
export function Counts({ campaign }: { campaign: Campaign }) {
  const { sent, queued, failed, skipped, total } = campaign.counts;
  if (total === 0) return <span className="mk-muted">—</span>;
  const parts = [
    sent ? `${sent} отправлено` : '',
    queued ? `${queued} в очереди` : '',
    failed ? `${failed} с ошибкой` : '',
    skipped ? `${skipped} без e-mail` : '',
  ].filter(Boolean);
  return <span>{parts.join(' · ')}</span>;
}
