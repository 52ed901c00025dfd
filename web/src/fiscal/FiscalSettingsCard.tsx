import {
  Button,
  Callout,
  Card,
  FormGroup,
  H4,
  HTMLSelect,
  InputGroup,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useState } from 'react';
import { VAT_LABELS, VAT_RATES } from '../../../schema/vat';
import {
  unwrap,
  useFiscalSettingsQuery,
  useUpdateFiscalSettingsMutation,
  type FiscalSettingsFieldsFragment,
  type ShopType,
  type TaxationType,
  type VatRate,
} from '../graphql';
import { serverError } from '../lists/errors';
import { toastSuccess } from '../lists/toaster';
import './fiscal.css';

const TAXATION: { value: TaxationType; label: string }[] = [
  { value: 'osn', label: 'ОСН — общая' },
  { value: 'usnIncome', label: 'УСН «доходы»' },
  { value: 'usnIncomeOutcome', label: 'УСН «доходы минус расходы»' },
  { value: 'esn', label: 'ЕСХН' },
  { value: 'patent', label: 'Патент' },
];

/** The rates a form offers (schema/vat.ts), the settings' default and a product's own alike. */
export const VAT_OPTIONS: { value: VatRate; label: string }[] = VAT_RATES.map((value) => ({
  value,
  label: VAT_LABELS[value],
}));

function Form({ settings, shopType }: { settings: FiscalSettingsFieldsFragment; shopType: ShopType }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [taxation, setTaxation] = useState(settings.taxationType);
  const [vat, setVat] = useState(settings.defaultVat);
  const [inn, setInn] = useState(settings.cashierInn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useUpdateFiscalSettingsMutation();
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      const res = await save({
        variables: {
          shopType,
          input: { enabled, taxationType: taxation, defaultVat: vat, cashierInn: inn.trim() },
        },
      });
      unwrap(res.data?.updateFiscalSettings, 'settings');
      toastSuccess('Настройки кассы сохранены');
    } catch (e) {
      const err = serverError(e);
      if (Object.keys(err.fields).length) setErrors(err.fields);
      else setFailure(err.message);
    }
  };
  return (
    <>
      {failure && (
        <Callout intent="danger" icon="error" role="alert">
          {failure}
        </Callout>
      )}
      <Switch
        checked={enabled}
        label="Пробивать чеки через кассовый аппарат (54-ФЗ)"
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <div className="fiscal-settings-fields">
        <FormGroup label="Система налогообложения" labelFor="fiscal-taxation">
          <HTMLSelect
            id="fiscal-taxation"
            value={taxation}
            options={TAXATION}
            onChange={(e) => setTaxation(e.target.value as TaxationType)}
          />
        </FormGroup>
        <FormGroup
          label="НДС по умолчанию"
          labelFor="fiscal-vat"
          helperText={
            taxation === 'osn' ? 'Для товаров без своей ставки' : 'При упрощённой системе — «без НДС»'
          }
        >
          <HTMLSelect
            id="fiscal-vat"
            value={taxation === 'osn' ? vat : 'none'}
            disabled={taxation !== 'osn'}
            options={VAT_OPTIONS}
            onChange={(e) => setVat(e.target.value as VatRate)}
          />
        </FormGroup>
        <FormGroup
          label="ИНН кассира"
          labelFor="fiscal-inn"
          intent={errors.cashierInn ? 'danger' : 'none'}
          helperText={errors.cashierInn ?? '10 или 12 цифр; пусто — не печатать'}
        >
          <InputGroup
            id="fiscal-inn"
            inputMode="numeric"
            value={inn}
            intent={errors.cashierInn ? 'danger' : 'none'}
            onValueChange={setInn}
          />
        </FormGroup>
      </div>
      <Button
        intent="primary"
        icon="floppy-disk"
        text="Сохранить настройки кассы"
        loading={loading}
        onClick={() => void submit()}
      />
    </>
  );
}

/**
 * The fiscal settings of a shop type (docs/fiscal.md): whether its tills register receipts on the
 * cash register at all (off: they print as before), the taxation system, the default VAT and the
 * cashier's INN. The register's address is this workstation's (the equipment card).
 */
export function FiscalSettingsCard({ shopType }: { shopType: ShopType }) {
  const { data, loading, error } = useFiscalSettingsQuery({ variables: { shopType } });
  const settings = data?.fiscalSettings?.shopType === shopType ? data.fiscalSettings : null;
  return (
    <Card className="settings-equipment fiscal-settings" aria-label="Фискальные чеки">
      <H4>Фискальные чеки</H4>
      {loading && !settings ? (
        <Spinner size={20} />
      ) : error && !settings ? (
        <Callout intent="danger" icon="error">
          {serverError(error).message}
        </Callout>
      ) : settings ? (
        <Form
          key={`${shopType}:${settings.updatedAt ?? 'default'}`}
          settings={settings}
          shopType={shopType}
        />
      ) : null}
    </Card>
  );
}
