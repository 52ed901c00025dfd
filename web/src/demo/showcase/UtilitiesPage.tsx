import { HTMLTable } from '@blueprintjs/core';
import { formatRub } from '../../../../schema/money';
import { formatDate, formatDateTime, pluralRu, timeAgo } from '../../app/format';
import { richTextPlain } from '../../app/richtext/plain';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Rows of «input → what the helper shows». */
function Table({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <HTMLTable compact striped className="showcase-table" aria-label={label}>
      <tbody>
        {rows.map(([input, output]) => (
          <tr key={input}>
            <td>
              <code>{input}</code>
            </td>
            <td>{output}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** /demo/utilities: the formatting helpers every screen shares, on sample values. */
export default function UtilitiesPage() {
  // A fixed moment keeps the examples stable while the page is open.
  const now = new Date(2026, 2, 14, 12, 0).getTime();
  return (
    <DemoPage title="Утилиты">
      <Samples>
        <Sample title="Деньги: formatRub" usedIn="заказы, касса, каталог, статистика (копейки → рубли)">
          <Table
            label="Деньги"
            rows={[0, 5, 150_000, 123_456_78, -100_000].map((k) => [`${k} коп.`, formatRub(k)])}
          />
        </Sample>
        <Sample
          title="Даты: formatDate, formatDateTime"
          usedIn="таблицы заказов, документы склада, смены кассы"
        >
          <Table
            label="Даты"
            rows={[
              ['2026-03-14', formatDate('2026-03-14T12:00:00')],
              ['2026-03-14T09:05', formatDateTime('2026-03-14T09:05:00')],
              ['1 января 2027', formatDate(new Date(2027, 0, 1))],
            ]}
          />
        </Sample>
        <Sample title="Относительное время: timeAgo" usedIn="уведомления, история заказа, чат">
          <Table
            label="Относительное время"
            rows={[
              ['сейчас', timeAgo(now, now)],
              ['−1 мин', timeAgo(now - MINUTE, now)],
              ['−3 ч', timeAgo(now - 3 * HOUR, now)],
              ['−22 дня', timeAgo(now - 22 * DAY, now)],
              ['+2 дня', timeAgo(now + 2 * DAY + MINUTE, now)],
              ['−400 дней', timeAgo(now - 400 * DAY, now)],
            ]}
          />
        </Sample>
        <Sample title="Склонение: pluralRu" usedIn="счётчики товаров, заказов и уведомлений">
          <Table
            label="Склонение"
            rows={[1, 2, 5, 11, 21, 104].map((n) => [
              String(n),
              `${n} ${pluralRu(n, ['товар', 'товара', 'товаров'])}`,
            ])}
          />
        </Sample>
        <Sample title="Текст описания: richTextPlain" usedIn="ячейки таблиц, поиск и CSV по описаниям">
          <Table
            label="Текст описания"
            rows={[
              [
                '<h2>Букет</h2><p><strong>15</strong> роз</p>',
                richTextPlain('<h2>Букет</h2><p><strong>15</strong> роз</p>'),
              ],
              [
                '<ul><li>60 см</li><li>лента</li></ul>',
                richTextPlain('<ul><li>60 см</li><li>лента</li></ul>'),
              ],
            ]}
          />
        </Sample>
      </Samples>
    </DemoPage>
  );
}
