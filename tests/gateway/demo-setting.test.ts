/**
 * Issue 26 item 6: the demo areas' switch is a stored setting of the SA's settings screen. Until
 * it is saved SHOW_DEMO_AREAS decides; once saved, the stored choice wins (both ways); only the
 * SA reads or changes it, and a refused change changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signInSeeded, startGateway, type TestGateway } from './helper';

const SETTING = '{ demoAreasSetting { shown stored envDefault updatedByName } }';
const SET =
  'mutation($show: Boolean!) { setShowDemoAreas(show: $show) { setting { shown stored envDefault updatedAt } userErrors { code } } }';
const ME = '{ me { demoAreas } }';

describe.each([
  ['SHOW_DEMO_AREAS unset', {}, false],
  ['SHOW_DEMO_AREAS=true', { SHOW_DEMO_AREAS: 'true' }, true],
])('the demo areas’ switch, %s', (_name, env, envDefault) => {
  let gw: TestGateway;
  let tokens: Awaited<ReturnType<typeof signInSeeded>>;
  beforeAll(async () => {
    gw = await startGateway({ env });
    tokens = await signInSeeded(gw.app);
  });
  afterAll(() => gw?.close());

  const managerSees = async () => (await gql(gw.app, ME, undefined, tokens.manager)).data!.me;

  it('the variable decides until the SA saves a choice; then the choice wins', async () => {
    const before = await gql(gw.app, SETTING, undefined, tokens.admin);
    expect(before.data!.demoAreasSetting).toEqual({
      shown: envDefault,
      stored: null,
      envDefault,
      updatedByName: null,
    });
    expect(await managerSees()).toEqual({ demoAreas: envDefault });

    for (const show of [!envDefault, envDefault]) {
      const saved = await gql(gw.app, SET, { show }, tokens.admin);
      expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
      expect(saved.data!.setShowDemoAreas).toMatchObject({
        setting: { shown: show, stored: show, envDefault },
        userErrors: [],
      });
      expect(await managerSees()).toEqual({ demoAreas: show });
      // The SA sees them whatever the switch says.
      expect((await gql(gw.app, ME, undefined, tokens.admin)).data!.me).toEqual({ demoAreas: true });
    }
    const [row] = await gw.crm!.db.query<{ value: boolean }>(
      "SELECT value FROM app_settings WHERE key = 'showDemoAreas'",
    );
    expect(row.value).toBe(envDefault);
  });

  it('only the SA reads or changes it; a refused change changes nothing', async () => {
    const was = (await gql(gw.app, SETTING, undefined, tokens.admin)).data!.demoAreasSetting;
    for (const token of [tokens.manager, tokens.fastfood]) {
      expect((await gql(gw.app, SETTING, undefined, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const refused = await gql(gw.app, SET, { show: true }, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(gw.app, SET, { show: true })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(gw.app, SETTING, undefined, tokens.admin)).data!.demoAreasSetting).toEqual(was);
  });
});
