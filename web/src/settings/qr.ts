/**
 * The QR code under a receipt, by the `qrcode` package (ISO/IEC 18004, every version, mode
 * segmentation, mask choice): level M like before, and room for a full 54-ФЗ receipt line
 * (`t=…&s=…&fn=…&i=…&fp=…&n=…`, about 70–90 bytes), which the home-made encoder capped at 62
 * bytes could not hold. In the browser bundle Vite takes the package's `browser` entry (core
 * plus two small renderers, no PNG or file code).
 */
import { create } from 'qrcode';

/** The QR code of `text` (UTF-8) as rows of dark (true) and light modules, without the quiet zone. */
export function encodeQr(text: string): boolean[][] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))),
  );
}
