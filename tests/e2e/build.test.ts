/**
 * The build the browser tests run is the one `npm start` serves afterwards (web/dist): it must be
 * React's production code. vitest sets NODE_ENV=test, Vite passes NODE_ENV on to React, and a
 * build made from this run once shipped the development runtime (jsxDEV, every dev check), three
 * times slower to draw the order list (scripts/ensure-web-build.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './browser';

const assets = join(import.meta.dirname, '../../web/dist/assets');

describe('the served build', () => {
  it('is a production build: no file has React’s development runtime', async () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes('jsxDEV'));
    expect(development).toEqual([]);
    // And it is the build the gateway serves: the page's entry script is one of these files.
    const page = await (await fetch(`${baseURL()}/`)).text();
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(page)?.[1];
    expect(scripts).toContain(entry);
  });
});
