import { graphql, HttpResponse, delay, type GraphQLResponseBody } from 'msw';
import type {
  BonusAccountQuery,
  BonusAccountQueryVariables,
  DeliverySettingsQuery,
  DeliverySettingsQueryVariables,
  DemoAreasSettingQuery,
  FiscalDocumentsQuery,
  FiscalDocumentsQueryVariables,
  FiscalSettingsQuery,
  FiscalSettingsQueryVariables,
  LoginMutation,
  LoginMutationVariables,
  LogoutMutation,
  LogoutMutationVariables,
  LoyaltyProgramQuery,
  LoyaltyProgramQueryVariables,
  MeQuery,
  MeQueryVariables,
  RegisterMutation,
  RegisterMutationVariables,
  UnregisteredFiscalDocumentsQuery,
  UnregisteredFiscalDocumentsQueryVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { dashboardHandlers } from './dashboard-handlers';
import { listsHandlers } from './lists-handlers';
import { liveHandlers } from './live-handlers';
import { notificationHandlers } from './notification-handlers';
import { ordersHandlers } from './orders-handlers';
import { warehouseHandlers } from './warehouse-handlers';
import type { Reply } from './replies';

/**
 * GraphQL mocks keyed by operation name (as the web app names them in web/src/**\/*.graphql).
 * The seeded accounts mirror the gateway's seed so the web tests and the browser tests talk
 * about the same three people.
 */

export type SeedKey = 'admin' | 'fastfood' | 'manager' | 'guest';

const ALL_KEYS = [
  'NEWORDER',
  'ALLORDER',
  'CATALOG',
  'NEWPRODUCT',
  'ANALITIKA',
  'KLIENTS',
  'REFERENCE',
  'SETTINGS',
  'MARKETING',
  'MONEY',
  'CASHBOXX',
  'ACCESSRIGHTS',
  'WAREHOUSE',
];

/** The signed-in user as `Me` answers it. */
type SeedUser = Reply<NonNullable<MeQuery['me']>>;

export const USERS: Record<SeedKey, SeedUser> = {
  admin: {
    __typename: 'User',
    id: '1',
    email: 'admin@example.com',
    name: 'Анна Администратор',
    avatar: null,
    role: 'SA',
    typeAccount: 'flower_shop',
    accessPage: ALL_KEYS,
    // Issue 26: the template's demo areas are the SA's (User.demoAreas).
    demoAreas: true,
  },
  fastfood: {
    __typename: 'User',
    id: '2',
    email: 'fastfood@example.com',
    name: 'Фёдор Фастфуд',
    avatar: null,
    role: 'ADMIN',
    typeAccount: 'fastfood',
    accessPage: ALL_KEYS,
    demoAreas: false,
  },
  manager: {
    __typename: 'User',
    id: '3',
    email: 'manager@example.com',
    name: 'Мария Менеджер',
    avatar: null,
    role: 'MANAGER',
    typeAccount: 'flower_shop',
    accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
    demoAreas: false,
  },
  // A fresh sign-up: no page keys, so no product route admits it (issue 16 item 2).
  guest: {
    __typename: 'User',
    id: '4',
    email: 'new-florist@example.com',
    name: 'Новый сотрудник',
    avatar: null,
    role: 'GUEST',
    typeAccount: 'flower_shop',
    accessPage: [],
    demoAreas: false,
  },
};

const PASSWORDS: Record<SeedKey, string> = {
  admin: 'admin123',
  fastfood: 'fastfood123',
  manager: 'manager123',
  guest: 'guest-123',
};

/** An unsigned JWT: the web reads only `exp`, the (mocked) server decides the rest. */
export function fakeJwt(sub: string, expiresInSeconds = 3600): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, exp })}.signature`;
}

/** A token the Me handler recognises as this seeded user. */
export function tokenFor(key: SeedKey, expiresInSeconds = 3600): string {
  return fakeJwt(key, expiresInSeconds);
}

function userOfRequest(request: Request) {
  const token = request.headers.get('authorization')?.split(' ')[1];
  if (!token) return null;
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return USERS[payload.sub as SeedKey] ?? null;
}

/** A GraphQL error reply as the gateway words them: Russian message, extensions.code. */
export const gqlError = (message: string, code: string) =>
  // No data at all, so it answers any operation (never: the reply of every typed handler).
  HttpResponse.json<GraphQLResponseBody<never>>({
    errors: [{ message, extensions: { code } }],
    data: null,
  });

export const handlers = [
  // The subscriptions socket (graphql-ws over msw's ws handler).
  ...liveHandlers,
  // The settings screen's demo areas card (typed by the generated operation types).
  graphql.query<Reply<DemoAreasSettingQuery>>('DemoAreasSetting', () =>
    HttpResponse.json({
      data: {
        demoAreasSetting: {
          shown: true,
          stored: null,
          envDefault: true,
          updatedAt: null,
          updatedByName: null,
        },
      },
    }),
  ),
  // Fiscal receipts (docs/fiscal.md): the POS, the order drawer, the pay dialog and the cashbox ask
  // for the till's settings; off here, so no screen talks to a cash register unless a test says so.
  graphql.query<Reply<FiscalSettingsQuery>, FiscalSettingsQueryVariables>('FiscalSettings', ({ variables }) =>
    HttpResponse.json({
      data: {
        fiscalSettings: {
          __typename: 'FiscalSettings',
          shopType: variables.shopType ?? 'flower_shop',
          enabled: false,
          taxationType: 'usnIncome',
          defaultVat: 'none',
          cashierInn: '',
          updatedAt: null,
        },
      },
    }),
  ),
  graphql.query<Reply<FiscalDocumentsQuery>, FiscalDocumentsQueryVariables>('FiscalDocuments', () =>
    HttpResponse.json({ data: { fiscalDocuments: [] } }),
  ),
  graphql.query<Reply<UnregisteredFiscalDocumentsQuery>, UnregisteredFiscalDocumentsQueryVariables>(
    'UnregisteredFiscalDocuments',
    () => HttpResponse.json({ data: { unregisteredFiscalDocuments: [] } }),
  ),
  // Loyalty (docs/loyalty.md): the order forms, the POS and the client card ask for the programme;
  // off here, so they show nothing of bonuses unless a test hands in its own.
  graphql.query<Reply<LoyaltyProgramQuery>, LoyaltyProgramQueryVariables>('LoyaltyProgram', () =>
    HttpResponse.json({
      data: {
        loyaltyProgram: {
          __typename: 'LoyaltyProgram',
          shopType: 'flower_shop',
          enabled: false,
          accrualPercent: 0,
          tiers: [],
          expiryDays: null,
          maxSharePercent: 100,
          updatedAt: null,
          updatedByName: null,
        },
      },
    }),
  ),
  graphql.query<Reply<BonusAccountQuery>, BonusAccountQueryVariables>('BonusAccount', ({ variables }) =>
    HttpResponse.json({
      data: {
        bonusAccount: {
          __typename: 'BonusAccount',
          clientId: String(variables.clientId),
          shopType: 'flower_shop',
          balance: 0,
          spent: 0,
          percent: 0,
          nextExpiryAt: null,
          nextExpiryAmount: 0,
          entries: [],
        },
      },
    }),
  ),
  // The flower order form offers the shop's delivery windows (docs/delivery.md): the defaults.
  graphql.query<Reply<DeliverySettingsQuery>, DeliverySettingsQueryVariables>('DeliverySettings', () =>
    HttpResponse.json({
      data: {
        deliverySettings: {
          __typename: 'DeliverySettings',
          dayStart: '09:00',
          dayEnd: '21:00',
          slotMinutes: 120,
          slots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'].map((from, i, all) => ({
            __typename: 'DeliveryWindow',
            from,
            to: all[i + 1] ?? '21:00',
          })),
        },
      },
    }),
  ),
  // The sign-in and sign-up pages ask whether public sign-up is on (ALLOW_SIGNUP).
  graphql.query('SignupAllowed', () => HttpResponse.json({ data: { signupAllowed: true } })),
  graphql.query<Reply<MeQuery>, MeQueryVariables>('Me', ({ request }) => {
    const user = userOfRequest(request);
    if (!user) return gqlError('Требуется вход в систему', 'UNAUTHENTICATED');
    return HttpResponse.json({ data: { me: user } });
  }),

  graphql.mutation<Reply<LoginMutation>, LoginMutationVariables>('Login', async ({ variables }) => {
    // A short pause lets tests see the progress state of the form.
    await delay(30);
    const key = (Object.keys(USERS) as SeedKey[]).find((k) => USERS[k].email === variables.email);
    // A refusal is data (issue 18): the payload's userErrors, naming no field for a wrong pair.
    if (!key || PASSWORDS[key] !== variables.password) {
      return HttpResponse.json({
        data: {
          login: {
            __typename: 'AuthPayload',
            accessToken: null,
            user: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: null,
                code: 'CREDENTIALS_INVALID',
                message: 'Неверный email или пароль',
              },
            ],
          },
        },
      });
    }
    return HttpResponse.json({
      data: {
        login: { __typename: 'AuthPayload', accessToken: tokenFor(key), user: USERS[key], userErrors: [] },
      },
    });
  }),

  graphql.mutation<Reply<RegisterMutation>, RegisterMutationVariables>('Register', ({ variables }) => {
    const { email, username } = variables.input;
    if (Object.values(USERS).some((u) => u.email === email)) {
      const taken = {
        __typename: 'UserError',
        field: ['input', 'email'],
        code: 'NAME_TAKEN',
        message: 'Пользователь с таким email уже существует',
      } as const;
      return HttpResponse.json({
        data: { register: { __typename: 'AuthPayload', accessToken: null, user: null, userErrors: [taken] } },
      });
    }
    const user: SeedUser = {
      ...USERS.manager,
      id: '99',
      email,
      name: username,
      role: 'GUEST',
      accessPage: [],
    };
    return HttpResponse.json({
      data: { register: { __typename: 'AuthPayload', accessToken: fakeJwt('guest'), user, userErrors: [] } },
    });
  }),

  graphql.mutation<Reply<LogoutMutation>, LogoutMutationVariables>('Logout', () =>
    HttpResponse.json({ data: { logout: { __typename: 'LogoutPayload', loggedOut: true } } }),
  ),

  // Every list operation (lists-handlers.ts), so any screen that shows a list has data.
  ...listsHandlers,
  // The home page (/dashboard/statsOrder) asks for its figures on every sign-in.
  ...dashboardHandlers,
  ...notificationHandlers,
  // Landing on a screen asks for its first page (the order list even before its code loads,
  // web/src/app/prefetch.ts): every test may land there, and an unhandled request fails it.
  ...ordersHandlers,
  ...warehouseHandlers,
];
