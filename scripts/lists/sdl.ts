/**
 * schema/lists.graphql from schema/lists.ts: one typed type per list behind the ListRecord
 * interface, its inputs, queries and mutations. Output is already Prettier-clean (lint checks it).
 */
import { isReadOnly, LISTS, type FieldDef, type ListDef } from '../../schema/lists';
import { enumOf, graphqlNames, LIST_ENUMS, refObjectField } from '../../gateway/domains/lists/names';

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Output type of a field (without nullability). */
function scalarOf(field: FieldDef): string {
  switch (field.type) {
    case 'int':
    case 'money':
      return 'Int';
    case 'number':
      return 'Float';
    case 'bool':
      return 'Boolean';
    case 'ref':
      return 'ID';
    case 'enum':
      return enumOf(field);
    case 'pageKeys':
      return '[String!]';
    // A calendar day travels as the Date scalar (gateway/graphql/scalars.ts): a malformed one is
    // refused before any resolver runs, in Russian, as BAD_USER_INPUT.
    case 'date':
      return 'Date';
    default:
      return 'String';
  }
}

function describe(field: FieldDef): string {
  const notes: string[] = [];
  if (field.type === 'money') notes.push('в копейках');
  if (field.type === 'date') notes.push('ГГГГ-ММ-ДД');
  if (field.type === 'color') notes.push('#rrggbb');
  if (field.type === 'richtext') notes.push('HTML, очищенный сервером от скриптов');
  if (field.unique) notes.push('уникально');
  if (field.type === 'image') notes.push('ключ изображения, задаётся загрузкой');
  return notes.length ? `${field.label} (${notes.join(', ')})` : field.label;
}

/** A required field or a list of page keys is never null in a record. */
function outputType(field: FieldDef): string {
  const base = scalarOf(field);
  return field.required || field.type === 'pageKeys' || field.type === 'bool' ? `${base}!` : base;
}

function recordType(list: ListDef): string[] {
  const lines = [
    quote(`${list.title}${list.route ? ` (экран ${list.route})` : ''}.`),
    `type ${list.type} implements ListRecord {`,
    '  "Идентификатор записи."',
    '  id: ID!',
    '  "Активна ли запись (неактивные не предлагаются в выборе)."',
    '  active: Boolean!',
    '  "Удалена ли запись (удалённые можно восстановить)."',
    '  deleted: Boolean!',
    '  "Порядок в списке."',
    '  sort: Int!',
  ];
  if (list.versioned)
    lines.push(
      '  "Версия записи: растёт с каждым изменением; передайте её в изменение, чтобы не затереть чужое."',
      '  version: Int',
    );
  for (const field of list.fields) {
    if (field.type === 'password') continue;
    lines.push(`  ${quote(describe(field))}`, `  ${field.name}: ${outputType(field)}`);
    if (field.type === 'ref') {
      const ref = refObjectField(field);
      lines.push(`  ${quote(`${field.label}: сама запись.`)}`, `  ${ref.name}: ${ref.type}`);
    }
  }
  lines.push('}');
  return lines;
}

function inputType(list: ListDef, mode: 'create' | 'update'): string[] {
  const names = graphqlNames(list);
  const lines = [
    quote(
      mode === 'create'
        ? `Новая запись списка «${list.title}».`
        : `Изменения записи списка «${list.title}»: только переданные поля.`,
    ),
    `input ${mode === 'create' ? names.createInput : names.updateInput} {`,
  ];
  for (const field of list.fields) {
    if (isReadOnly(field)) continue;
    const required = mode === 'create' && (field.required || field.requiredOnCreate);
    const note = field.type === 'password' && mode === 'update' ? ' (пусто: не менять)' : '';
    lines.push(
      `  ${quote(describe(field) + note)}`,
      `  ${field.name}: ${scalarOf(field)}${required ? '!' : ''}`,
    );
  }
  lines.push('}');
  return lines;
}

/** A growing list's page types (Relay connection). */
function connectionTypes(list: ListDef): string[] {
  const n = graphqlNames(list);
  return [
    quote(`Запись списка «${list.title}» на странице.`),
    `type ${n.edgeType} {`,
    '  "Курсор этой записи: передайте в after (или before), чтобы продолжить с неё."',
    '  cursor: String!',
    '  "Запись."',
    `  node: ${list.type}!`,
    '}',
    '',
    quote(`Страница списка «${list.title}».`),
    `type ${n.connectionType} {`,
    '  "Записи страницы."',
    `  edges: [${n.edgeType}!]!`,
    '  "Есть ли страницы дальше и курсоры краёв этой."',
    '  pageInfo: PageInfo!',
    '  "Сколько записей подходит под фильтр (всех страниц)."',
    '  totalCount: Int!',
    '}',
  ];
}

/**
 * Growing lists whose whole field the web itself still reads (the stock screens hold the products;
 * a campaign offers the promo codes): not deprecated until they page too.
 */
const READ_WHOLE_BY_WEB = new Set(['ProductList', 'Promocode']);

/**
 * A field with its arguments one a line, each with its description (issue 18 item 4: every
 * argument is described; the lists' SDL is generated, so the descriptions are written here once).
 */
function field(name: string, args: readonly (readonly [string, string])[], type: string): string[] {
  return [
    `  ${name}(`,
    ...args.flatMap(([decl, about]) => [`    ${quote(about)}`, `    ${decl}`]),
    `  ): ${type}`,
  ];
}

const ID_ARG = ['id: ID!', 'Идентификатор записи.'] as const;

/**
 * Every list root may be refused (the access policy) or fail in the CRM: nullable, with the one
 * phrase of every such root (issue 18 item 2, docs/graphql.md section 5), so one failed root leaves
 * the others of a document their data.
 */
const FAILED = ' Null when it failed; see `errors`.';

function queries(list: ListDef): string[] {
  const n = graphqlNames(list);
  const paged = list.search
    ? [
        `  ${quote(
          `${list.title} страницами (first до 250, после after; или last до 250, перед before), с поиском по полям: ${list.search
            .map((f) => list.fields.find((x) => x.name === f)!.label.toLowerCase())
            .join(', ')}.${FAILED}`,
        )}`,
        ...field(
          n.connection,
          [
            ['first: Int', 'Сколько записей с начала (или после after), до 250.'],
            ['after: String', 'Курсор записи, после которой начать (endCursor прошлой страницы).'],
            ['last: Int', 'Сколько записей с конца (или перед before), до 250.'],
            ['before: String', 'Курсор записи, перед которой закончить (startCursor прошлой страницы).'],
            ['filter: ListFilter', 'Поиск, активность и удалённые.'],
            ['orderBy: ListOrder = LIST', 'Порядок: как в списке (LIST) или сначала новые (NEWEST).'],
          ],
          n.connectionType,
        ),
      ]
    : [];
  const whole = field(
    n.plural,
    [['includeDeleted: Boolean = false', 'С удалёнными записями.']],
    `[${list.type}!]`,
  );
  if (list.search && !READ_WHOLE_BY_WEB.has(list.name))
    whole.push(`    @deprecated(reason: "Весь список растёт с магазином: читайте ${n.connection}.")`);
  return [
    ...paged,
    `  ${quote(`${list.title}: записи списка; удалённые только с includeDeleted.${FAILED}`)}`,
    ...whole,
    `  ${quote(`${list.title}: одна запись по id (null, если её нет).${FAILED}`)}`,
    ...field(n.singular, [ID_ARG], list.type),
  ];
}

/**
 * The payloads of a list's writes (issue 18 item 2, docs/graphql.md section 5): the record (the
 * list, for a move) or, when the input is refused, null and the userErrors with their paths.
 */
function payloadTypes(list: ListDef): string[][] {
  const n = graphqlNames(list);
  const one = (name: string, what: string) => [
    quote(`${list.title}: ${what}, или отказ в userErrors.`),
    `type ${name} {`,
    `  ${quote('Запись после изменения; null, если userErrors не пуст.')}`,
    `  ${n.singular}: ${list.type}`,
    '  "Почему ввод отклонён: поле (путь в аргументах), код и сообщение; пусто при успехе."',
    '  userErrors: [UserError!]!',
    '}',
  ];
  const types = [
    one(n.createPayload, 'созданная запись'),
    one(n.updatePayload, 'изменённая запись'),
    one(n.setActivePayload, 'запись после включения или выключения'),
    one(n.setDeletedPayload, 'запись после удаления или восстановления'),
  ];
  if (list.sortable)
    types.push([
      quote(`${list.title}: список в новом порядке, или отказ в userErrors.`),
      `type ${n.movePayload} {`,
      `  ${quote('Записи списка в новом порядке (без удалённых); null, если userErrors не пуст.')}`,
      `  ${n.plural}: [${list.type}!]`,
      '  "Почему перемещение отклонено; пусто при успехе."',
      '  userErrors: [UserError!]!',
      '}',
    ]);
  return types;
}

function mutations(list: ListDef): string[] {
  const n = graphqlNames(list);
  const lines = [
    `  ${quote(`${list.title}: создаёт запись.`)}`,
    ...field(n.create, [[`input: ${n.createInput}!`, 'Поля новой записи.']], `${n.createPayload}!`),
    ...(list.versioned
      ? [
          `  ${quote(
            `${list.title}: изменяет запись (только переданные поля; null очищает поле). С version: ` +
              'только если запись ещё этой версии, иначе ошибка CONFLICT с текущей записью в extensions.current.',
          )}`,
          ...field(
            n.update,
            [
              ID_ARG,
              [`input: ${n.updateInput}!`, 'Поля, которые меняются: не переданное остаётся, null очищает.'],
              ['version: Int', 'Версия записи, на которой сделано изменение (без неё: без проверки).'],
            ],
            `${n.updatePayload}!`,
          ),
        ]
      : [
          `  ${quote(`${list.title}: изменяет запись (только переданные поля).`)}`,
          ...field(
            n.update,
            [ID_ARG, [`input: ${n.updateInput}!`, 'Поля, которые меняются: не переданное остаётся.']],
            `${n.updatePayload}!`,
          ),
        ]),
    `  ${quote(`${list.title}: включает или выключает запись.`)}`,
    ...field(
      n.setActive,
      [ID_ARG, ['active: Boolean!', 'true включает запись, false выключает.']],
      `${n.setActivePayload}!`,
    ),
    `  ${quote(`${list.title}: удаляет запись или восстанавливает её.`)}`,
    ...field(
      n.setDeleted,
      [ID_ARG, ['deleted: Boolean!', 'true удаляет запись, false восстанавливает.']],
      `${n.setDeletedPayload}!`,
    ),
  ];
  if (list.sortable) {
    lines.push(
      `  ${quote(`${list.title}: ставит запись id на место записи toId; возвращает список в новом порядке.`)}`,
      ...field(
        n.move,
        [ID_ARG, ['toId: ID!', 'Запись, на место которой встаёт перемещаемая.']],
        `${n.movePayload}!`,
      ),
    );
  }
  return lines;
}

const HEADER = [
  '# Reference and settings lists: GENERATED from schema/lists.ts by scripts/lists/sdl.ts.',
  "# Do not edit; run `npm run codegen`. Reading needs a signed-in user, writing the list's page key.",
  '',
  '"Общие поля каждой записи любого справочника."',
  'interface ListRecord {',
  '  "Идентификатор записи."',
  '  id: ID!',
  '  "Активна ли запись (неактивные не предлагаются в выборе)."',
  '  active: Boolean!',
  '  "Удалена ли запись (удалённые можно восстановить)."',
  '  deleted: Boolean!',
  '  "Порядок в списке (0 у списков без ручного порядка)."',
  '  sort: Int!',
  '}',
  '',
  '"Вид скидки: процент или сумма в копейках."',
  'enum DiscountKind {',
  ...LIST_ENUMS.find((e) => e.name === 'DiscountKind')!.values.map((v) => `  ${v}`),
  '}',
  '',
  '"Порядок страниц растущего списка."',
  'enum ListOrder {',
  '  "Порядок списка (поле sort), как на экране."',
  '  LIST',
  '  "Сначала новые записи."',
  '  NEWEST',
  '}',
  '',
  '"Фильтр страниц растущего списка (клиенты, получатели, товары, сертификаты, промокоды)."',
  'input ListFilter {',
  '  "Слова, каждое из которых должно встретиться в записи; телефон можно вводить частью и в любом виде."',
  '  search: String',
  '  "Показывать и удалённые записи."',
  '  includeDeleted: Boolean = false',
  '  "Только активные записи (как в выборе)."',
  '  onlyActive: Boolean = false',
  '  "Только неактивные записи."',
  '  onlyInactive: Boolean = false',
  '  "Только удалённые записи."',
  '  onlyDeleted: Boolean = false',
  '  "С изображением (true) или без него (false); у списков с изображением (товары)."',
  '  hasImage: Boolean',
  '  "Товары категории и всех её подкатегорий."',
  '  categoryId: ID',
  '  "Тип магазина (товары); сотрудник магазина видит только свой."',
  '  shopType: ShopType',
  '}',
  '',
  '"Системный цвет (для статусов и меток)."',
  'type SystemColor {',
  '  "Идентификатор цвета."',
  '  id: ID!',
  '  "Название цвета."',
  '  name: String!',
  '  "Цвет #rrggbb."',
  '  color: String!',
  '}',
  '',
  '"Пользователь после смены прав, или отказ в userErrors."',
  'type SetUserAccessPayload {',
  '  "Пользователь с новыми правами; null, если userErrors не пуст."',
  '  staffUser: StaffUser',
  '  "Почему права не изменены: поле (путь в аргументах), код и сообщение; пусто при успехе."',
  '  userErrors: [UserError!]!',
  '}',
  '',
  '"Права пользователя: роль, тип магазина и доступные разделы."',
  'input UserAccessInput {',
  '  "Роль."',
  '  role: Role!',
  '  "Тип аккаунта."',
  '  typeAccount: ShopType!',
  '  "Ключи доступных разделов (docs/access.md)."',
  '  accessPage: [String!]!',
  '}',
];

export function generate(): { path: string; content: string }[] {
  const blocks: string[][] = [HEADER];
  for (const list of LISTS) {
    blocks.push(
      recordType(list),
      inputType(list, 'create'),
      inputType(list, 'update'),
      ...payloadTypes(list),
    );
    if (list.search) blocks.push(connectionTypes(list));
  }
  blocks.push([
    'extend type Query {',
    ...LISTS.flatMap(queries),
    `  "Системные цвета для статусов и меток.${FAILED}"`,
    '  systemColors: [SystemColor!]',
    '}',
  ]);
  blocks.push([
    'extend type Mutation {',
    ...LISTS.flatMap(mutations),
    '  "Меняет роль, тип аккаунта и разделы пользователя (только SA)."',
    ...field(
      'setUserAccess',
      [
        ['id: ID!', 'Идентификатор пользователя.'],
        ['input: UserAccessInput!', 'Роль, тип аккаунта и разделы.'],
      ],
      'SetUserAccessPayload!',
    ),
    '}',
  ]);
  return [{ path: 'schema/lists.graphql', content: blocks.map((b) => b.join('\n')).join('\n\n') + '\n' }];
}
