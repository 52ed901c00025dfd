/**
 * The receipt QR code (web/src/settings/qr.ts, on the `qrcode` package): a full 54-ФЗ receipt line
 * fits (the old encoder stopped at 62 bytes), and what is drawn is a readable symbol at level M:
 * three finder patterns, timing rows, and format information that says «M».
 */
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../web/src/settings/qr';

/** A 54-ФЗ receipt QR: time, sum, fiscal drive, document number, fiscal sign, operation. */
const FISCAL = 't=20261121T1530&s=1500.00&fn=9960440300123456&i=12345&fp=1234567890&n=1';

const versionOf = (grid: boolean[][]) => (grid.length - 17) / 4;

function hasFinder(grid: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (grid[top + y][left + x] !== (ring !== 2)) return false;
    }
  return true;
}

/** The error correction level from the format bits beside the top-left finder (ISO 18004 §7.9). */
function levelOf(grid: boolean[][]): string {
  const cells: [number, number][] = [];
  for (let x = 0; x <= 8; x++) if (x !== 6) cells.push([8, x]);
  for (let y = 7; y >= 0; y--) if (y !== 6) cells.push([y, 8]);
  // 15 bits, most significant first; the first 2 data bits are the level.
  const bits = cells.slice(0, 15).reduce((acc, [y, x]) => (acc << 1) | (grid[y][x] ? 1 : 0), 0);
  return ['M', 'L', 'H', 'Q'][((bits ^ 0x5412) >> 13) & 3];
}

describe('receipt QR code', () => {
  it('holds a full 54-ФЗ receipt line at level M', () => {
    expect(new TextEncoder().encode(FISCAL).length).toBeGreaterThan(62);
    const grid = encodeQr(FISCAL);
    expect(Number.isInteger(versionOf(grid))).toBe(true);
    expect(versionOf(grid)).toBeGreaterThanOrEqual(4);
    expect(grid.every((row) => row.length === grid.length)).toBe(true);
    const far = grid.length - 7;
    expect([hasFinder(grid, 0, 0), hasFinder(grid, 0, far), hasFinder(grid, far, 0)]).toEqual([
      true,
      true,
      true,
    ]);
    // Timing patterns alternate between the finders.
    for (let i = 8; i < far - 1; i++) {
      expect(grid[6][i]).toBe(i % 2 === 0);
      expect(grid[i][6]).toBe(i % 2 === 0);
    }
    expect(levelOf(grid)).toBe('M');
  });

  it('keeps the order number small, and takes Cyrillic text as UTF-8', () => {
    expect(versionOf(encodeQr('261121-005'))).toBe(1);
    const cyrillic = encodeQr('Заказ 261121-005, Цветочная лавка');
    expect(levelOf(cyrillic)).toBe('M');
    expect(versionOf(cyrillic)).toBeGreaterThan(1);
    // Deterministic: the same text draws the same symbol.
    expect(encodeQr(FISCAL)).toEqual(encodeQr(FISCAL));
  });
});
