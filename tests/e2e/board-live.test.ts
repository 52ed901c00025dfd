/**
 * Issue 20 item 5 in Chromium: a cashier takes an order at the POS (/order/newTest) in one browser
 * context; the fast-food board open in another context shows its ticket without a reload, pushed
 * over the orderChanged subscription (the board no longer polls while its socket is up).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveSocket, problems, pushesTo, shotsDir, twoContexts, useBrowser } from './browser';
import { sellAtPos } from './pos';

const shots = shotsDir();
const browser = useBrowser();

describe('the fast-food board in another browser', () => {
  it('shows an order taken at the POS without a reload', async () => {
    const [board, till] = await twoContexts(
      browser(),
      [
        { who: 'fastfood', path: '/order/allOrderFastFood' },
        { who: 'fastfood', path: '/order/newTest' },
      ],
      { viewport: { width: 1366, height: 900 } },
    );
    await board.locator('.board-column').first().waitFor();
    // The socket is up (the page's own WebSocket to /graphql) before the sale is made.
    await liveSocket(board);
    let reloads = 0;
    board.on('framenavigated', () => reloads++);

    const pushed = pushesTo(board);
    const number = await sellAtPos(till);

    const ticket = board.getByTestId(`ticket-${number}`);
    // The push, then one re-read of the day: the board does not poll while its socket is up.
    await ticket.waitFor();
    expect(pushesTo(board)).toBeGreaterThan(pushed);
    expect(reloads).toBe(0);
    await ticket.scrollIntoViewIfNeeded();
    await board.screenshot({ path: join(shots, 'board-live.png') });
    expect(problems.get(board)).toEqual([]);
    await till.context().close();
    await board.context().close();
  });
});
