/**
 * The import boundaries of eslint.config.js (issue 25 item 3) fail `npm run lint`: each fixture
 * below is linted through ESLint's Node API as if it were a file of that side. An import across a
 * boundary is an error naming the rule and why; what the sides may import stays clean.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** A small file of one side: where it would live and what it imports. */
interface Fixture {
  file: string;
  code: string;
}

const FORBIDDEN: (Fixture & { why: RegExp })[] = [
  {
    file: 'web/src/orders/boundary-fixture.ts',
    code: "import { loadConfig } from '../../../gateway/config';\nexport const c = loadConfig;\n",
    why: /web\/ imports only schema\//,
  },
  {
    file: 'web/src/orders/boundary-fixture.ts',
    code: "import type { Db } from '../../../crm/db/connect';\nexport type D = Db;\n",
    why: /web\/ imports only schema\//,
  },
  {
    file: 'gateway/domains/orders/boundary-fixture.ts',
    code: "import { orderById } from '../../../crm/domains/orders/read';\nexport const o = orderById;\n",
    why: /of crm\/ it imports only the embedded start/,
  },
  {
    file: 'crm/domains/boundary-fixture.ts',
    code: "import { loadConfig } from '../../gateway/config';\nexport const c = loadConfig;\n",
    why: /crm\/ is the remote CRM/,
  },
  {
    file: 'crm/boundary-fixture.ts',
    code: "export { closeOnSignals } from '../gateway/server';\n",
    why: /crm\/ is the remote CRM/,
  },
  {
    file: 'schema/boundary-fixture.ts',
    code: "import { startCrm } from '../crm/server';\nexport const s = startCrm;\n",
    why: /schema\/ is shared by every side/,
  },
];

const ALLOWED: Fixture[] = [
  {
    file: 'web/src/orders/boundary-fixture.ts',
    code: "import { formatRub } from '../../../schema/money';\nimport { x } from '../app/x';\nexport const f = [formatRub, x];\n",
  },
  {
    file: 'gateway/boundary-fixture.ts',
    code: "import { startCrm } from '../crm/server';\nimport { todayIn } from '../schema/time-zone';\nexport const s = [startCrm, todayIn];\n",
  },
  {
    file: 'crm/domains/boundary-fixture.ts',
    code: "import { todayIn } from '../../schema/time-zone';\nimport { ok } from '../envelope';\nexport const t = [todayIn, ok];\n",
  },
];

let eslint: ESLint;

/** The import-boundary errors ESLint reports for the fixture. */
async function boundaryErrors(fixture: Fixture) {
  const [result] = await eslint.lintText(fixture.code, { filePath: join(ROOT, fixture.file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('an import across a boundary fails lint', () => {
  for (const fixture of FORBIDDEN)
    it(`${fixture.file}: ${fixture.code.split('\n')[0]}`, async () => {
      const errors = await boundaryErrors(fixture);
      expect(errors).toHaveLength(1);
      expect(errors[0].severity).toBe(2);
      expect(errors[0].message).toMatch(fixture.why);
    });
});

describe('what a side may import lints clean', () => {
  for (const fixture of ALLOWED)
    it(`${fixture.file}: ${fixture.code.split('\n')[0]}`, async () => {
      expect(await boundaryErrors(fixture)).toEqual([]);
    });
});
