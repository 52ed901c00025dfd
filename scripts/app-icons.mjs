// Draws the installable app's icons (web/public/icons/, the web manifest in web/vite.config.ts)
// from the product mark, web/public/favicon.svg: PNG because Chromium's install check and older
// home screens want raster sizes. Run once when the mark changes: node scripts/app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const web = new URL('../web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', web));
mkdirSync(new URL('icons/', web), { recursive: true });

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icons/app-${size}.png`, web).pathname);
}
// Maskable: the mark inside the safe zone (80 %) on a filled square, for launchers that crop.
const inner = await sharp(mark, { density: (72 * 320) / 32 })
  .resize(320, 320)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#ffffff' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(new URL('icons/app-maskable-512.png', web).pathname);
