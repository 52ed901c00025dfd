import type { FastifyInstance } from 'fastify';

/** "METHOD /api/…" of every GET and POST route under /api, read from the router's own tree. */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/u.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    if (!path.startsWith('/api/') || path.includes('*') || path === '/api/') continue;
    for (const method of (m[3] ?? '').split(', '))
      if (method === 'GET' || method === 'POST') routes.push(`${method} ${path}`);
  }
  return routes;
}
