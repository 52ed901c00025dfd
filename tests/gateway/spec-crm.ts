/**
 * A CRM of the spec alone, for the gateway's fallbacks (issue 17): a proxy in front of the test
 * CRM that answers our own calls (`getPage…`, `getOrderPage`) as unknown (404 UNKNOWN_METHOD),
 * and a second gateway that talks to it as CRM_URL.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type TestGateway } from './helper';

export async function startSpecOnlyGateway(gw: TestGateway, ours: RegExp) {
  const proxy = createServer((req, res) => {
    if (ours.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: 1, errorInfo: 'UNKNOWN_METHOD', result: 0, message: 'Unknown', data: null }),
      );
      return;
    }
    const target = new URL(req.url ?? '/', gw.crm!.url);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  const remote = await startGateway({
    crmUrl: `http://127.0.0.1:${port}`,
    env: { CRM_API_KEY: gw.config.crmApiKey },
  });
  return {
    app: remote.app,
    async close() {
      await remote.close();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
