import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { signIn, startBenchCrm, startBenchGateway } from './topology';
const G = readFileSync('web/src/orders/orders.graphql', 'utf8');
const block = (h: string) => { const a = G.indexOf(h); return G.slice(a, G.indexOf('\n}\n', a) + 3); };
const Q = [block('query OrdersPage'), block('fragment OrderRow '), block('fragment OrderLineFields ')].join('\n');
const crm = await startBenchCrm();
const g = await startBenchGateway(crm, { WEB_DIST: '/tmp/v2/base' });
const token = await signIn(g.origin);
const today = new Date().toISOString().slice(0, 10);
const vars = { first: 100, filter: { range: { start: today.slice(0, 8) + '01', stop: today }, dateBy: 'TAKEN', shopType: 'flower_shop' }, orderBy: 'DATE' };
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  const r = await request(g.origin + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ operationName: 'OrdersPage', query: Q, variables: vars }) });
  const txt = await r.body.text();
  const t2 = performance.now();
  const r2 = await request(g.origin + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ query: '{ me { id } }' }) });
  await r2.body.text();
  console.log(r.statusCode, txt.length, (t2 - t).toFixed(0), 'ms; me', (performance.now() - t2).toFixed(0), txt.slice(0, 80));
}
await g.close(); await crm.close();
