import { Button, Callout } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { findList, type FieldDef, type ListDef } from '../../../../schema/lists';
import { FieldInput } from '../../lists/FieldInput';
import { initialValues, toInput, type FormValue, type FormValues } from '../../lists/form';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

// A made-up list of every field type a record dialog shows; the rules are schema/lists.ts's own.
const FIELDS: FieldDef[] = [
  { name: 'name', column: 'name', type: 'string', label: 'Название', required: true, max: 40 },
  { name: 'email', column: 'email', type: 'email', label: 'Email' },
  { name: 'phone', column: 'phone', type: 'phone', label: 'Телефон' },
  { name: 'price', column: 'price', type: 'money', label: 'Цена', required: true, max: 1_000_000 },
  { name: 'date', column: 'date', type: 'date', label: 'Дата поставки' },
  {
    name: 'kind',
    column: 'kind',
    type: 'enum',
    label: 'Вид',
    options: [
      { value: 'flowers', label: 'Цветы' },
      { value: 'food', label: 'Еда' },
    ],
  },
  { name: 'color', column: 'color', type: 'color', label: 'Цвет метки' },
  { name: 'active', column: 'active', type: 'bool', label: 'Продаётся' },
  { name: 'description', column: 'description', type: 'richtext', label: 'Описание' },
];
const SAMPLE: ListDef = { ...findList('Units')!, title: 'Образец', fields: FIELDS };

/** /demo/forms: the record form of every list — inputs by field type, the shared validator, the editor. */
export default function FormsPage() {
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(SAMPLE),
    email: 'не-email',
    price: '20000',
    description: '<h3>Пионы</h3><p>Сезон — <strong>июнь</strong>.</p>',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);

  const change = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { input, errors: found } = toInput(SAMPLE, values, 'create');
    setErrors(found);
    setSent(Object.keys(found).length ? null : JSON.stringify(input, null, 2));
  };

  return (
    <DemoPage title="Формы">
      <Samples>
        <Sample
          title="Форма записи: FieldInput и общий валидатор"
          usedIn="справочники, настройки, каталог"
          wide
        >
          <form onSubmit={submit} noValidate className="showcase-form">
            {FIELDS.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(v) => change(field.name, v)}
              />
            ))}
            <Button type="submit" intent="primary" icon="tick" text="Проверить" />
          </form>
          {sent && (
            <Callout intent="success" icon="tick" title="Ушло бы на сервер" className="showcase-sent">
              <pre className="showcase-html">{sent}</pre>
            </Callout>
          )}
        </Sample>
      </Samples>
    </DemoPage>
  );
}
