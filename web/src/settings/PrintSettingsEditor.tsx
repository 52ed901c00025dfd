import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  SegmentedControl,
  TextArea,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { ShopType } from '../../../schema/access';
import {
  PAPER_WIDTHS,
  RECEIPT_CODES,
  RECEIPT_CODE_LABELS,
  RECEIPT_FIELDS,
  RECEIPT_LIMITS,
  defaultReceiptSettings,
  validateReceiptSettings,
  type PaperWidth,
  type ReceiptCode,
  type ReceiptErrors,
  type ReceiptSettingsValue,
} from '../../../schema/receipt';
import { useConfirm } from '../app/ConfirmDialog';
import type { ReceiptSettingsFieldsFragment, ReceiptSettingsInput } from '../graphql';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { ReceiptPreview } from './ReceiptPreview';

/** The template's own fields (without shopType and the saved-by note): the form's draft. */
export function toDraft(s: ReceiptSettingsFieldsFragment | ReceiptSettingsValue): ReceiptSettingsValue {
  const flags = Object.fromEntries(RECEIPT_FIELDS.map(({ key }) => [key, s[key]]));
  return {
    shopName: s.shopName,
    headerText: s.headerText,
    footerText: s.footerText,
    paperWidth: s.paperWidth as PaperWidth,
    code: s.code,
    ...flags,
  } as ReceiptSettingsValue;
}

interface Props {
  settings: ReceiptSettingsFieldsFragment;
  shopType: ShopType;
  save(input: ReceiptSettingsInput): Promise<unknown>;
  saving: boolean;
}

/** The template form (left) and the live preview (right). Nothing is stored until «Сохранить». */
export function PrintSettingsEditor({ settings, shopType, save, saving }: Props) {
  const initial = useMemo(() => toDraft(settings), [settings]);
  const [draft, setDraft] = useState<ReceiptSettingsValue>(initial);
  const [server, setServer] = useState<{ message: string; fields: ReceiptErrors } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { errors } = validateReceiptSettings(draft);
  const shown: ReceiptErrors = { ...server?.fields, ...errors };
  const invalid = Object.keys(errors).length > 0;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  const set = <K extends keyof ReceiptSettingsValue>(key: K, value: ReceiptSettingsValue[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (server?.fields[key]) setServer({ ...server, fields: { ...server.fields, [key]: undefined } });
  };

  const submit = async () => {
    if (invalid || saving) return;
    setServer(null);
    try {
      await save(draft);
      toastSuccess('Настройки чека сохранены');
    } catch (e) {
      const { message, fields } = serverError(e);
      setServer({ message, fields });
      toastError(message);
    }
  };

  const text = (key: 'shopName' | 'headerText' | 'footerText', label: string, helper: string) => (
    <FormGroup
      label={label}
      labelFor={`receipt-${key}`}
      helperText={shown[key] ?? helper}
      intent={shown[key] ? 'danger' : 'none'}
    >
      {key === 'shopName' ? (
        <InputGroup
          id={`receipt-${key}`}
          value={draft[key]}
          maxLength={RECEIPT_LIMITS.shopName + 20}
          intent={shown[key] ? 'danger' : 'none'}
          onValueChange={(v) => set(key, v)}
        />
      ) : (
        <TextArea
          id={`receipt-${key}`}
          fill
          rows={3}
          value={draft[key]}
          intent={shown[key] ? 'danger' : 'none'}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </FormGroup>
  );

  return (
    <div className="print-layout">
      <form
        className="print-form"
        aria-label="Шаблон чека"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {server && !Object.keys(server.fields).length && (
          <Callout intent="danger" icon="error" className="settings-callout">
            {server.message}
          </Callout>
        )}
        {text(
          'shopName',
          'Название магазина',
          `Крупно в начале чека, до ${RECEIPT_LIMITS.shopName} символов`,
        )}
        {text('headerText', 'Текст в начале чека', 'Адрес, телефон, ИНН: до 6 строк')}
        {text('footerText', 'Текст в конце чека', 'Благодарность, условия возврата: до 6 строк')}
        <FormGroup
          label="Ширина бумаги"
          helperText={shown.paperWidth}
          intent={shown.paperWidth ? 'danger' : 'none'}
        >
          <SegmentedControl
            aria-label="Ширина бумаги"
            inline
            options={PAPER_WIDTHS.map((w) => ({ value: String(w), label: `${w} мм` }))}
            value={String(draft.paperWidth)}
            onValueChange={(v) => set('paperWidth', Number(v) as PaperWidth)}
          />
        </FormGroup>
        <FormGroup label="Что печатать">
          <div className="print-fields">
            {RECEIPT_FIELDS.map(({ key, label }) => (
              <Checkbox
                key={key}
                label={label}
                checked={draft[key]}
                onChange={(e) => set(key, e.currentTarget.checked)}
              />
            ))}
          </div>
        </FormGroup>
        <RadioGroup
          label="Код заказа под итогом"
          inline
          selectedValue={draft.code}
          onChange={(e) => set('code', e.currentTarget.value as ReceiptCode)}
        >
          {RECEIPT_CODES.map((c) => (
            <Radio key={c} value={c} label={RECEIPT_CODE_LABELS[c]} />
          ))}
        </RadioGroup>
        <div className="print-actions">
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            text="Сохранить"
            loading={saving}
            disabled={!dirty || invalid}
          />
          <Button
            text="Отменить изменения"
            disabled={!dirty}
            onClick={async () => {
              if (await confirm({ message: 'Отменить несохранённые изменения?', icon: 'undo' }))
                setDraft(initial);
            }}
          />
          <Button
            variant="minimal"
            icon="reset"
            text="Как по умолчанию"
            onClick={async () => {
              const ok = await confirm({
                message: 'Заполнить форму настройками по умолчанию? Они сохранятся только после «Сохранить».',
                icon: 'reset',
              });
              if (ok) setDraft(defaultReceiptSettings(shopType));
            }}
          />
        </div>
      </form>
      <ReceiptPreview draft={draft} shopType={shopType} />
      {confirmDialog}
    </div>
  );
}
