import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { useState } from 'react';
import { NOTICE_PLACEHOLDERS, NOTICE_TITLES, slotsOf } from '../../../schema/delivery';
import { RichTextField } from '../app/richtext/RichTextField';
import {
  unwrap,
  useDeliveryNoticeTemplatesQuery,
  useDeliverySettingsQuery,
  useSaveDeliveryNoticeTemplateMutation,
  useSetDeliverySettingsMutation,
  type DeliveryNoticeEvent,
} from '../graphql';

const message = (err: unknown) => (err instanceof Error ? err.message : 'Не удалось');

/** The shop's slots: the day's start and end and a window's length, with the windows they make. */
function SlotsPanel({ onSaved }: { onSaved(): void }) {
  const q = useDeliverySettingsQuery({ fetchPolicy: 'network-only' });
  const [save, saving] = useSetDeliverySettingsMutation();
  const s = q.data?.deliverySettings;
  const [draft, setDraft] = useState<{ dayStart: string; dayEnd: string; slotMinutes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!s) return q.error ? <Callout intent="danger">{q.error.message}</Callout> : null;
  const value = draft ?? { dayStart: s.dayStart, dayEnd: s.dayEnd, slotMinutes: s.slotMinutes };
  const preview = slotsOf(value);
  return (
    <>
      <div className="delivery-settings-row">
        <FormGroup label="Начало дня" labelFor="slot-start">
          <InputGroup
            id="slot-start"
            type="time"
            value={value.dayStart}
            onChange={(e) => setDraft({ ...value, dayStart: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label="Конец дня" labelFor="slot-end">
          <InputGroup
            id="slot-end"
            type="time"
            value={value.dayEnd}
            onChange={(e) => setDraft({ ...value, dayEnd: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label="Окно, минут" labelFor="slot-minutes">
          <NumericInput
            id="slot-minutes"
            min={30}
            max={720}
            stepSize={30}
            majorStepSize={120}
            value={value.slotMinutes}
            onValueChange={(n) => setDraft({ ...value, slotMinutes: n })}
          />
        </FormGroup>
      </div>
      <p className="delivery-muted">
        Окна:{' '}
        {preview.length
          ? preview.map((w) => `${w.from}–${w.to}`).join(', ')
          : 'день не делится на такие окна'}
      </p>
      {error && <Callout intent="danger">{error}</Callout>}
      <Button
        intent="primary"
        text="Сохранить окна"
        loading={saving.loading}
        onClick={() => {
          setError(null);
          save({ variables: { input: value } })
            .then((r) => unwrap(r.data?.setDeliverySettings, 'settings'))
            .then(onSaved)
            .catch((err: unknown) => setError(message(err)));
        }}
      />
    </>
  );
}

/** The three notices' texts, edited in the shared rich-text editor, with their placeholders. */
function NoticesPanel() {
  const q = useDeliveryNoticeTemplatesQuery({ fetchPolicy: 'network-only' });
  const [save, saving] = useSaveDeliveryNoticeTemplateMutation();
  const [event, setEvent] = useState<DeliveryNoticeEvent>('MADE');
  const [drafts, setDrafts] = useState<
    Partial<Record<DeliveryNoticeEvent, { subject: string; body: string }>>
  >({});
  const [note, setNote] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const stored = q.data?.deliveryNoticeTemplates?.find((t) => t.event === event);
  if (!stored) return q.error ? <Callout intent="danger">{q.error.message}</Callout> : null;
  const draft = drafts[event] ?? { subject: stored.subject, body: stored.body };
  const set = (patch: Partial<typeof draft>) => setDrafts((d) => ({ ...d, [event]: { ...draft, ...patch } }));
  return (
    <>
      <FormGroup label="Уведомление" labelFor="notice-event">
        <HTMLSelect
          id="notice-event"
          value={event}
          onChange={(e) => setEvent(e.currentTarget.value as DeliveryNoticeEvent)}
          options={(['MADE', 'OUT', 'DELIVERED'] as const).map((e) => ({
            value: e,
            label: NOTICE_TITLES[e.toLowerCase() as keyof typeof NOTICE_TITLES],
          }))}
        />
      </FormGroup>
      <FormGroup label="Тема" labelFor="notice-subject">
        <InputGroup
          id="notice-subject"
          value={draft.subject}
          onChange={(e) => set({ subject: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label="Текст" labelFor="notice-body">
        <RichTextField
          key={event}
          id="notice-body"
          value={draft.body}
          onChange={(body) => set({ body })}
          minHeight={120}
        />
      </FormGroup>
      <p className="delivery-muted">Подстановки: {NOTICE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}</p>
      {note && <Callout intent={note.intent}>{note.text}</Callout>}
      <Button
        intent="primary"
        text="Сохранить текст"
        loading={saving.loading}
        onClick={() => {
          setNote(null);
          save({ variables: { event, ...draft } })
            .then((r) => unwrap(r.data?.saveDeliveryNoticeTemplate, 'templates'))
            .then(() => setNote({ intent: 'success', text: 'Текст сохранён' }))
            .catch((err: unknown) => setNote({ intent: 'danger', text: message(err) }));
        }}
      />
    </>
  );
}

/** «Настройки доставки»: the shop's windows and the client notices' texts. */
export function DeliverySettingsDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  return (
    <Dialog isOpen title="Настройки доставки" onClose={onClose} className="delivery-settings-dialog">
      <DialogBody>
        <Tabs id="delivery-settings">
          <Tab id="slots" title="Окна доставки" panel={<SlotsPanel onSaved={onSaved} />} />
          <Tab id="notices" title="Уведомления клиентам" panel={<NoticesPanel />} />
        </Tabs>
      </DialogBody>
      <DialogFooter actions={<Button text="Закрыть" onClick={onClose} />} />
    </Dialog>
  );
}
