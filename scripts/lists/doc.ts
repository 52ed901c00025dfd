/**
 * docs/lists.md from schema/lists.ts: per list its screen, /api paths, CRM calls, GraphQL fields
 * and a field table. Tables are padded the way Prettier pads them, so `prettier --check` passes.
 */
import { textMaxLength } from '../../schema/list-validation';
import { legacyNames, LISTS, remoteNames, type FieldDef, type ListDef } from '../../schema/lists';
import { graphqlNames } from '../../gateway/domains/lists/names';

const code = (s: string) => `\`${s}\``;
const cell = (s: string) => s.replace(/\|/g, '\\|');

/** A Markdown table with every column padded to its widest cell (Prettier's layout). */
function table(head: string[], rows: string[][]): string[] {
  const all = [head, ...rows].map((r) => r.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...all.map((r) => [...r[i]].length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
  return [line(all[0]), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...all.slice(1).map(line)];
}

const TYPE_TEXT: Record<FieldDef['type'], string> = {
  string: 'строка',
  text: 'текст',
  richtext: 'HTML редактора (очищается сервером)',
  email: 'email',
  phone: 'телефон',
  color: 'цвет #rrggbb',
  date: 'дата ГГГГ-ММ-ДД',
  int: 'целое',
  number: 'число',
  money: 'деньги, копейки',
  bool: 'да/нет',
  enum: 'выбор',
  ref: 'ссылка',
  pageKeys: 'разделы',
  password: 'пароль (только запись)',
  image: 'изображение (только чтение; загрузка отдельным вызовом)',
};

function typeText(f: FieldDef): string {
  if (f.type === 'enum') return `${TYPE_TEXT.enum}: ${(f.options ?? []).map((o) => o.value).join(', ')}`;
  if (f.type === 'ref') return `${TYPE_TEXT.ref} на ${f.ref}`;
  return TYPE_TEXT[f.type];
}

function flags(f: FieldDef): string {
  const out: string[] = [];
  if (f.required) out.push('обязательное');
  if (f.requiredOnCreate) out.push('обязательное при создании');
  if (f.unique) out.push('уникальное');
  return out.join(', ') || '—';
}

function limits(f: FieldDef): string {
  const text = ['string', 'text', 'richtext', 'email', 'phone', 'password'].includes(f.type);
  const numeric = ['int', 'number', 'money'].includes(f.type);
  if (text) {
    const max = textMaxLength(f);
    return f.min !== undefined ? `${f.min}–${max} символов` : `до ${max} символов`;
  }
  if (numeric) return `${f.min ?? 0}…${f.max ?? '∞'}`;
  return '—';
}

function section(list: ListDef): string[] {
  const l = legacyNames(list);
  const r = remoteNames(list);
  const g = graphqlNames(list);
  const api = `/api/${list.area}`;
  const mutations = [g.create, g.update, g.setActive, g.setDeleted, ...(list.sortable ? [g.move] : [])];
  return [
    `## ${list.title} (${code(list.name)})`,
    '',
    `- Экран: ${list.route ? code(list.route) : '—'}; запись: ${code(JSON.stringify(list.write))}`,
    `- /api: GET ${code(`${api}/${l.getAll}`)}; POST ${[l.setActive, l.setDeleted, l.setUpdate, l.saveNew]
      .map((m) => code(m))
      .join(', ')}; ключ тела ${code(l.payloadKey)}`,
    `- CRM (${code(list.area)}): ${[r.getAll, r.setActive, r.setDeleted, r.setUpdate, r.saveNew]
      .map((m) => code(m))
      .join(', ')}; ключ тела ${code(r.payloadKey)}`,
    `- GraphQL: тип ${code(list.type)}; ${code(g.plural)}, ${code(g.singular)}; ${mutations.map(code).join(', ')}`,
    `- Ручной порядок: ${list.sortable ? 'да (`sort`, перетаскивание)' : 'нет'}`,
    '',
    ...table(
      ['Поле', 'Тип', 'Подпись', 'Обязательность', 'Ограничения'],
      list.fields.map((f) => [code(f.name), typeText(f), f.label, flags(f), limits(f)]),
    ),
  ];
}

export function generate(): { path: string; content: string }[] {
  const lines = [
    '# Списки: справочники и настройки',
    '',
    '<!-- GENERATED from schema/lists.ts by scripts/lists/doc.ts; run `npm run codegen`. -->',
    '',
    'Каждая запись любого списка имеет `id`, `active`, `deleted` и `sort`. Деньги — целые копейки,',
    'даты — `ГГГГ-ММ-ДД`, ссылки — id записи другого списка. Чтение требует входа в систему, запись —',
    'правило записи списка (`schema/access.ts`). Форматы ответов /api — в `docs/legacy-api.md`.',
    '',
    ...LISTS.flatMap((list) => [...section(list), '']),
  ];
  return [{ path: 'docs/lists.md', content: lines.join('\n').replace(/\n+$/, '\n') }];
}
