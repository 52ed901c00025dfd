import { Button, Callout, Card, FormGroup, H4, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { CAMPAIGN_LIMITS } from '../../../schema/marketing';
import { useConfirm } from '../app/ConfirmDialog';
import { formatDateTime } from '../app/format';
import { findList } from '../../../schema/lists';
import { RefSearch } from '../lists/RefSearch';
import { toastError, toastSuccess } from '../lists/toaster';
import { AudiencePanel } from './AudiencePanel';
import {
  FormError,
  formOf,
  inputOf,
  NEW_CAMPAIGN,
  usablePlaceholder,
  type CampaignForm,
} from './campaignForm';
import { Counts, StatusTag } from './CampaignsTab';
import { MessageEditor } from './MessageEditor';
import { SegmentFields } from './SegmentFields';
import { useAudience, useMarketingActions, type Campaign } from './useMarketing';

interface Props {
  /** null: a new campaign. */
  campaign: Campaign | null;
  onOpen(id: string | null): void;
}

const PROMOCODES = findList('Promocode')!;

type Busy = null | 'save' | 'send' | 'copy' | 'delete';

const message = (err: unknown) => (err as Error).message || 'Не удалось выполнить действие';

/** One campaign: the editor on the left, who it reaches and the preview on the right. */
export function CampaignWorkspace({ campaign, onOpen }: Props) {
  const saved = campaign ? formOf(campaign) : NEW_CAMPAIGN;
  const [form, setForm] = useState<CampaignForm>(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [lastSend, setLastSend] = useState<string | null>(null);
  const actions = useMarketingActions();
  const [confirm, dialog] = useConfirm();
  const audience = useAudience(campaign?.id ?? null);
  const frozen = campaign?.status === 'sent';
  const dirty = !campaign || JSON.stringify(form) !== JSON.stringify(saved);
  const set = (patch: Partial<CampaignForm>) => setForm((f) => ({ ...f, ...patch }));

  const run = async (what: Busy, fn: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(message(err));
      if (!(err instanceof FormError)) toastError(message(err));
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', async () => {
      const stored = await actions.save(campaign?.id ?? null, inputOf(form));
      // The server cleans the text: the form shows what is stored, so it is not "changed".
      setForm(formOf(stored));
      toastSuccess('Рассылка сохранена');
      if (!campaign) onOpen(stored.id);
    });

  const send = async () => {
    if (!campaign) return;
    // Counted by the server over the whole audience, not over the pages loaded.
    const reached = audience.total - audience.quiet;
    const quiet = audience.quiet;
    const yes = await confirm({
      icon: 'envelope',
      intent: 'success',
      message: (
        <>
          <p>
            Отправить «{campaign.name}»? Получателей сегодня: <b>{reached}</b>.
          </p>
          {quiet > 0 && <p>Клиенты с отметкой «Не беспокоить» ({quiet}) пропускаются.</p>}
          <p className="mk-muted">Кто уже получил эту рассылку, второй раз её не получит.</p>
        </>
      ),
    });
    if (!yes) return;
    await run('send', async () => {
      const r = await actions.send(campaign.id);
      const text =
        `В очереди: ${r.queued}; без e-mail (в журнале): ${r.noEmail}; ` +
        `уже получали: ${r.already}; «Не беспокоить»: ${r.doNotDisturb}`;
      setLastSend(text);
      toastSuccess(`Рассылка отправлена. ${text}`);
    });
  };

  const copy = () =>
    run('copy', async () => {
      const c = await actions.copy(campaign!.id);
      toastSuccess('Создана копия рассылки');
      onOpen(c.id);
    });

  const remove = async () => {
    if (
      !(await confirm({ message: `Удалить черновик «${campaign!.name}»?`, intent: 'danger', icon: 'trash' }))
    )
      return;
    await run('delete', async () => {
      await actions.remove(campaign!.id);
      toastSuccess('Черновик удалён');
      onOpen(null);
    });
  };

  return (
    <div className="mk-workspace">
      <div className="mk-workspace-head">
        <Button minimal icon="arrow-left" text="Все рассылки" onClick={() => onOpen(null)} />
        <H4>{campaign?.name ?? 'Новая рассылка'}</H4>
        {campaign && <StatusTag campaign={campaign} />}
        {campaign && <Counts campaign={campaign} />}
      </div>
      {frozen && (
        <Callout intent="primary" icon="lock">
          Отправлена {formatDateTime(campaign.sentAt ?? campaign.updatedAt)}
          {campaign.sentByName ? `, ${campaign.sentByName}` : ''}. Текст и условия зафиксированы: повторная
          отправка дойдёт только до тех, кто появился в сегменте позже. Чтобы изменить текст, сделайте копию.
        </Callout>
      )}
      {lastSend && (
        <Callout intent="success" icon="tick" aria-label="Итог отправки">
          {lastSend}
        </Callout>
      )}
      <div className="mk-columns">
        <Card className="mk-editor">
          <FormGroup label="Название" labelFor="mk-name">
            <InputGroup
              id="mk-name"
              value={form.name}
              maxLength={CAMPAIGN_LIMITS.name}
              disabled={frozen}
              onChange={(e) => set({ name: e.target.value })}
            />
          </FormGroup>
          <SegmentFields form={form} set={set} disabled={frozen} />
          <FormGroup label="Тема письма" labelFor="mk-subject">
            <InputGroup
              id="mk-subject"
              value={form.subject}
              maxLength={CAMPAIGN_LIMITS.subject}
              disabled={frozen}
              onChange={(e) => set({ subject: e.target.value })}
            />
          </FormGroup>
          <MessageEditor
            value={form.bodyHtml}
            onChange={(bodyHtml) => set({ bodyHtml })}
            disabled={frozen}
            usable={usablePlaceholder(form)}
          />
          <FormGroup label="Промокод" labelFor="mk-promo" helperText="Подставляется вместо {{промокод}}">
            {/* Promo codes grow with the shop: the picker searches the server's active ones. */}
            <RefSearch
              id="mk-promo"
              target={PROMOCODES}
              value={form.promocodeId}
              label={campaign?.promocodeCode ?? ''}
              intent="none"
              disabled={frozen}
              labelOf={(p) => String(p.code ?? '')}
              onChange={(promocodeId) => set({ promocodeId })}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" icon="error" className="mk-error" role="alert">
              {error}
            </Callout>
          )}
          <div className="mk-actions">
            {!frozen && (
              <Button
                intent="primary"
                icon="floppy-disk"
                text="Сохранить"
                loading={busy === 'save'}
                disabled={!dirty || !!busy}
                onClick={() => void save()}
              />
            )}
            <Button
              intent="success"
              icon="send-message"
              text="Отправить…"
              loading={busy === 'send'}
              disabled={!campaign || dirty || !!busy || audience.loading}
              title={!campaign || dirty ? 'Сначала сохраните рассылку' : undefined}
              onClick={() => void send()}
            />
            {campaign && (
              <Button
                icon="duplicate"
                text="Копия"
                loading={busy === 'copy'}
                disabled={!!busy}
                onClick={() => void copy()}
              />
            )}
            {campaign && !frozen && (
              <Button
                minimal
                intent="danger"
                icon="trash"
                text="Удалить"
                disabled={!!busy}
                onClick={() => void remove()}
              />
            )}
          </div>
        </Card>
        <AudiencePanel campaign={campaign} dirty={dirty && !!campaign} audience={audience} />
      </div>
      {dialog}
    </div>
  );
}
