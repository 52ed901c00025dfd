import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useConfirm } from '../../app/ConfirmDialog';
import { Logo } from '../../app/Logo';
import { toastError, toastSuccess } from '../../lists/toaster';
import { RefPicker, StatusTag } from '../../orders/StatusTag';
import type { Ref } from '../../orders/refs';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

/** Order statuses in the colours of the seeded «Статусы» list. */
const STATUSES: Ref[] = [
  { id: '1', name: 'Новый', color: '#2d72d2' },
  { id: '2', name: 'В работе', color: '#f0b726' },
  { id: '3', name: 'Доставляется', color: '#7961db' },
  { id: '4', name: 'Выполнен', color: '#238551' },
  { id: '5', name: 'Отменён', color: '#cd4246' },
];

/** /demo/material: buttons, tags, status colours, the confirm dialog and toasts as the product uses them. */
export default function MaterialPage() {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState<string>('—');
  const [status, setStatus] = useState('1');
  return (
    <DemoPage title="Компоненты">
      <Samples>
        <Sample title="Кнопки" usedIn="формы и панели действий всех экранов">
          <div className="showcase-row">
            <Button intent="primary" icon="floppy-disk" text="Сохранить" />
            <Button icon="duplicate" text="Копировать" />
            <Button intent="danger" icon="trash" text="Удалить" />
            <Button variant="minimal" icon="refresh" text="Повторить" />
            <Button loading text="Сохранить" />
          </div>
          <div className="showcase-row">
            <ButtonGroup>
              <Button icon="grid-view" active aria-label="Плитка" />
              <Button icon="th" aria-label="Таблица" />
            </ButtonGroup>
            <Button disabled icon="lock" text="Нет доступа" />
          </div>
        </Sample>
        <Sample title="Статусы заказа: StatusTag, RefPicker" usedIn="все заказы, карточка заказа, статистика">
          <div className="showcase-row">
            {STATUSES.map((s) => (
              <StatusTag key={s.id} status={s} />
            ))}
            <StatusTag />
          </div>
          <div className="showcase-row">
            <span>Смена статуса:</span>
            <RefPicker current={status} options={STATUSES} onPick={setStatus}>
              <button type="button" className="showcase-plain" aria-label="Сменить статус">
                <StatusTag status={STATUSES.find((s) => s.id === status)} interactive />
              </button>
            </RefPicker>
          </div>
        </Sample>
        <Sample title="Метки" usedIn="каталог (единицы, число товаров), уведомления, доступ">
          <div className="showcase-row">
            <Tag round minimal>
              шт
            </Tag>
            <Tag round minimal intent="primary">
              12
            </Tag>
            <Tag minimal intent="danger">
              удалён
            </Tag>
            <Tag intent="success" icon="tick">
              Оплачен
            </Tag>
            <Tag intent="warning" icon="time">
              Ожидает
            </Tag>
          </div>
        </Sample>
        <Sample title="Подтверждение: useConfirm" usedIn="удаление записей, отмена заказа, закрытие смены">
          <div className="showcase-row">
            <Button
              intent="danger"
              icon="trash"
              text="Удалить запись…"
              onClick={async () =>
                setAnswer(
                  (await confirm({
                    message: 'Удалить запись «Роза Red Naomi»?',
                    intent: 'danger',
                    icon: 'trash',
                  }))
                    ? 'Да'
                    : 'Нет',
                )
              }
            />
            <span>Ответ: {answer}</span>
          </div>
          {dialog}
        </Sample>
        <Sample title="Уведомления: toastSuccess, toastError" usedIn="итог каждого сохранения">
          <div className="showcase-row">
            <Button intent="success" text="Успех" onClick={() => toastSuccess('Товар сохранён')} />
            <Button
              intent="danger"
              text="Ошибка"
              onClick={() => toastError('CRM недоступна, попробуйте позже')}
            />
          </div>
        </Sample>
        <Sample title="Знак продукта: Logo" usedIn="меню, страницы входа, подвал">
          <div className="showcase-row">
            <Logo size={24} />
            <Logo size={40} />
            <Logo size={64} />
          </div>
        </Sample>
      </Samples>
    </DemoPage>
  );
}
