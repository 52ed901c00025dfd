import { Button, Callout, Card, H5, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatRub } from '../../../schema/money';
import { toastError } from '../lists/toaster';
import { dayMonth, outboxLabel, OUTBOX_INTENTS } from './format';
import { PagedScroll } from './PagedScroll';
import { PreviewPane } from './PreviewPane';
import { useMarketingActions, type AudienceMember, type Campaign, type useAudience } from './useMarketing';

interface Props {
  campaign: Campaign | null;
  /** The form has unsaved changes: what is shown is the saved version. */
  dirty: boolean;
  audience: ReturnType<typeof useAudience>;
}

/** Who the saved campaign reaches today, with a do-not-disturb switch each, and the preview. */
export function AudiencePanel({ campaign, dirty, audience }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const actions = useMarketingActions();
  const { nodes: members, loading, error, refetch, quiet, total } = audience;
  const selected = members.find((m) => m.clientId === chosen) ?? members.find((m) => !m.doNotDisturb) ?? null;

  if (!campaign) {
    return (
      <Card className="mk-audience">
        <NonIdealState
          icon="people"
          title="Получатели"
          description="Сохраните рассылку: здесь появятся клиенты, которым она уйдёт, и предпросмотр письма для каждого."
        />
      </Card>
    );
  }

  const toggle = async (m: AudienceMember, value: boolean) => {
    try {
      await actions.setDoNotDisturb(m.clientId, value);
    } catch (err) {
      toastError((err as Error).message);
    }
  };

  return (
    <Card className="mk-audience">
      <div className="mk-audience-head">
        <H5>
          Получатели сегодня: {total - quiet}
          {quiet > 0 && <span className="mk-muted"> (ещё {quiet} — «Не беспокоить»)</span>}
        </H5>
        <Button
          minimal
          small
          icon="refresh"
          aria-label="Обновить получателей"
          onClick={() => void refetch()}
        />
      </div>
      {dirty && (
        <Callout intent="warning" icon="info-sign" compact>
          Есть несохранённые изменения: получатели и предпросмотр — по сохранённой версии.
        </Callout>
      )}
      {loading ? (
        <Spinner size={24} aria-label="Загрузка" />
      ) : error ? (
        <NonIdealState
          icon="error"
          title="Не удалось загрузить получателей"
          description={error.message}
          action={<Button text="Повторить" onClick={() => void refetch()} />}
        />
      ) : members.length === 0 ? (
        <NonIdealState
          icon="search"
          title="Никто не подходит"
          description="Измените условия сегмента и сохраните."
        />
      ) : (
        <PagedScroll pages={audience} className="mk-members-box">
          <ul className="mk-members" aria-label="Получатели">
            {members.map((m) => (
              <li
                key={m.clientId}
                className={`mk-member${selected?.clientId === m.clientId ? ' is-selected' : ''}${m.doNotDisturb ? ' is-quiet' : ''}`}
              >
                <button
                  type="button"
                  className="mk-member-main"
                  onClick={() => setChosen(m.clientId)}
                  aria-label={`Предпросмотр: ${m.name}`}
                >
                  <span className="mk-member-name">{m.name}</span>
                  <span className="mk-muted">
                    {m.occasion ? `${m.occasion.title}, ${dayMonth(m.occasion.date)} · ` : ''}
                    {m.email || 'нет e-mail'}
                    {m.spent > 0 ? ` · ${formatRub(m.spent)}` : ''}
                  </span>
                </button>
                {m.outboxStatus && (
                  <Tag minimal intent={OUTBOX_INTENTS[m.outboxStatus]}>
                    {outboxLabel(m.outboxStatus)}
                  </Tag>
                )}
                <Switch
                  className="mk-member-quiet"
                  checked={m.doNotDisturb}
                  label="Не беспокоить"
                  aria-label={`Не беспокоить: ${m.name}`}
                  onChange={(e) => void toggle(m, e.currentTarget.checked)}
                />
              </li>
            ))}
          </ul>
        </PagedScroll>
      )}
      {selected && <PreviewPane campaignId={campaign.id} member={selected} />}
    </Card>
  );
}
