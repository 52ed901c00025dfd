import { Button } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RefPicker, StatusTag } from '../../web/src/orders/StatusTag';

// The order list's quick pickers (status, payment, worker) make their popover on first use
// (StatusTag.tsx): the first click, Enter or Space must still open the menu, and a pick must land.
const STATUSES = [
  { id: '1', name: 'Новый', color: '#2d72d2' },
  { id: '2', name: 'Собран', color: '#238551' },
  { id: '3', name: 'Доставлен', color: '#5f6b7c' },
];

function StatusCell() {
  const [status, setStatus] = useState('1');
  return (
    <RefPicker current={status} options={STATUSES} onPick={setStatus}>
      <span className="orders-status-trigger" aria-label="Статус заказа 101">
        <StatusTag status={STATUSES.find((s) => s.id === status)} interactive />
      </span>
    </RefPicker>
  );
}

function WorkerCell() {
  const [worker, setWorker] = useState('');
  const workers = [
    { id: '7', name: 'Ирина' },
    { id: '8', name: 'Павел' },
  ];
  return (
    <RefPicker current={worker} options={workers} onPick={setWorker}>
      <Button text={workers.find((w) => w.id === worker)?.name ?? 'Назначить'} />
    </RefPicker>
  );
}

describe('the order list quick picker', () => {
  it('opens its menu on the first click and takes the pick, then opens again', async () => {
    const user = userEvent.setup();
    render(<StatusCell />);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByText('Новый'));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByText('Собран'));
    expect(await screen.findByText('Собран')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByText('Собран'));
    await user.click(within(await screen.findByRole('menu')).getByText('Доставлен'));
    expect(await screen.findByText('Доставлен')).toBeTruthy();
  });

  it('opens from the keyboard: Enter on the status tag, Space on a button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <StatusCell />
        <WorkerCell />
      </>,
    );
    // The interactive tag is focusable (Blueprint gives it a tab stop); Enter opens its menu.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Новый');
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('menu')).getByText('Собран'));
    expect(await screen.findByText('Собран')).toBeTruthy();

    screen.getByRole('button', { name: 'Назначить' }).focus();
    await user.keyboard(' ');
    await user.click(within(await screen.findByRole('menu')).getByText('Павел'));
    expect(await screen.findByRole('button', { name: 'Павел' })).toBeTruthy();
  });
});
