/**
 * A small QR code encoder for the order number under a receipt (ISO/IEC 18004): byte mode,
 * error correction level M, versions 1–4 (up to 62 bytes), the mask with the lowest penalty.
 * After Project Nayuki's reference implementation (MIT), cut down to what a receipt needs.
 */

/** Level M per version: EC codewords per block, blocks, data codewords per block. */
const VERSIONS = [
  null,
  { ec: 10, blocks: 1, data: 16 },
  { ec: 16, blocks: 1, data: 28 },
  { ec: 26, blocks: 1, data: 44 },
  { ec: 18, blocks: 2, data: 32 },
] as const;
export const QR_MAX_BYTES = 62;

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMul(result[j], root);
      if (j + 1 < result.length) result[j] ^= result[j + 1];
    }
    root = gfMul(root, 0x02);
  }
  return result;
}

export function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const b of data) {
    const factor = b ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coef, i) => (result[i] ^= gfMul(coef, factor)));
  }
  return result;
}

/** Data codewords: mode 0100, 8-bit count, bytes, terminator, padding 0xEC 0x11. */
function dataCodewords(bytes: readonly number[], capacity: number): number[] {
  const bits: number[] = [];
  const put = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);
  bytes.forEach((b) => put(b, 8));
  put(0, Math.min(4, capacity * 8 - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; words.length < capacity; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

type Grid = boolean[][];

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask; // level M is 00
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

class Matrix {
  readonly modules: Grid;
  readonly isFunction: Grid;
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  fn(x: number, y: number, dark: boolean) {
    this.modules[y][x] = dark;
    this.isFunction[y][x] = true;
  }
  finder(cx: number, cy: number) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= this.size || y >= this.size) continue;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        this.fn(x, y, dist !== 2 && dist !== 4);
      }
  }
  alignment(cx: number, cy: number) {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) this.fn(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  format(mask: number) {
    const bits = formatBits(mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const s = this.size;
    for (let i = 0; i <= 5; i++) this.fn(8, i, bit(i));
    this.fn(8, 7, bit(6));
    this.fn(8, 8, bit(7));
    this.fn(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.fn(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.fn(s - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.fn(8, s - 15 + i, bit(i));
    this.fn(8, s - 8, true);
  }
}

function penalty(m: Grid): number {
  const size = m.length;
  let score = 0;
  const line = (get: (i: number, j: number) => boolean) => {
    for (let i = 0; i < size; i++) {
      let run = 1;
      let bits = '';
      for (let j = 0; j < size; j++) {
        bits += get(i, j) ? '1' : '0';
        if (j > 0 && get(i, j) === get(i, j - 1)) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      if (run >= 5) score += run - 2;
      // Finder-like patterns with four light modules on one side (the quiet zone counts as light).
      const padded = `0000${bits}0000`;
      for (let k = 0; k + 11 <= padded.length; k++) {
        const window = padded.slice(k, k + 11);
        if (window === '10111010000' || window === '00001011101') score += 40;
      }
    }
  };
  line((i, j) => m[i][j]);
  line((i, j) => m[j][i]);
  let dark = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (m[y][x]) dark++;
      if (x + 1 < size && y + 1 < size) {
        const c = m[y][x];
        if (c === m[y][x + 1] && c === m[y + 1][x] && c === m[y + 1][x + 1]) score += 3;
      }
    }
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}

/** The smallest version that holds the bytes. */
export function qrVersion(length: number): number {
  for (let v = 1; v < VERSIONS.length; v++) {
    const spec = VERSIONS[v]!;
    if (length <= spec.data * spec.blocks - 2) return v;
  }
  throw new Error(`QR: at most ${QR_MAX_BYTES} bytes`);
}

/** The QR code of `text` (UTF-8) as rows of dark (true) and light modules, without the quiet zone. */
export function encodeQr(text: string, forceMask?: number): boolean[][] {
  const bytes = [...new TextEncoder().encode(text)];
  const version = qrVersion(bytes.length);
  const spec = VERSIONS[version]!;
  const data = dataCodewords(bytes, spec.data * spec.blocks);

  const divisor = rsDivisor(spec.ec);
  const blocks = Array.from({ length: spec.blocks }, (_, b) =>
    data.slice(b * spec.data, (b + 1) * spec.data),
  );
  const ecc = blocks.map((block) => rsRemainder(block, divisor));
  const codewords: number[] = [];
  for (let i = 0; i < spec.data; i++) blocks.forEach((block) => codewords.push(block[i]));
  for (let i = 0; i < spec.ec; i++) ecc.forEach((block) => codewords.push(block[i]));

  const size = version * 4 + 17;
  const m = new Matrix(size);
  for (let i = 0; i < size; i++) {
    m.fn(6, i, i % 2 === 0);
    m.fn(i, 6, i % 2 === 0);
  }
  m.finder(3, 3);
  m.finder(size - 4, 3);
  m.finder(3, size - 4);
  if (version >= 2) m.alignment(size - 7, size - 7);
  m.format(0); // reserves the format areas; drawn again with the chosen mask

  let bit = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!m.isFunction[y][x] && bit < codewords.length * 8) {
          m.modules[y][x] = ((codewords[bit >>> 3] >>> (7 - (bit & 7))) & 1) === 1;
          bit++;
        }
      }
  }

  const masked = (mask: number): Grid => {
    const copy = new Matrix(size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        copy.isFunction[y][x] = m.isFunction[y][x];
        copy.modules[y][x] = m.modules[y][x] !== (!m.isFunction[y][x] && MASKS[mask](x, y));
      }
    copy.format(mask);
    return copy.modules;
  };
  if (forceMask !== undefined) return masked(forceMask);
  let best: Grid | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const candidate = masked(mask);
    const score = penalty(candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best!;
}
