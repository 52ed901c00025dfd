import { InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { findList } from '../../../../schema/lists';
import { ListTable } from '../../lists/ListTable';
import type { RefResolver } from '../../lists/format';
import type { ListRecord } from '../../lists/store';
import { nextSort, useListRows, type SortState } from '../../lists/useListRows';
import '../../lists/lists.css';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

const PRODUCTS = findList('ProductList')!;
const CATEGORIES = ['Розы', 'Тюльпаны', 'Букеты', 'Упаковка', 'Бургеры', 'Напитки'];
const FLOWERS = ['Роза', 'Тюльпан', 'Пион', 'Хризантема', 'Гербера', 'Лилия', 'Эустома', 'Гортензия'];
const ROWS = 5000;

/** Five thousand sample products: enough rows that only the virtualised table stays quick. */
function sampleRows(): ListRecord[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    id: String(i + 1),
    active: i % 7 !== 0,
    deleted: false,
    sort: i + 1,
    name: `${FLOWERS[i % FLOWERS.length]} №${i + 1}`,
    article: `A-${String(i + 1).padStart(5, '0')}`,
    barcode: String(4_600_000_000_000 + i * 7919),
    categoryId: String((i % CATEGORIES.length) + 1),
    unit: i % 3 ? 'шт' : 'упак',
    price: 90_00 + ((i * 3719) % 9000) * 100,
    cost: 50_00 + ((i * 1931) % 5000) * 100,
    description: `<p>${FLOWERS[i % FLOWERS.length]}, <strong>${40 + (i % 50)} см</strong></p>`,
    shopType: 'flower_shop',
    image: null,
  }));
}

const resolve: RefResolver = (_field, id) => CATEGORIES[Number(id) - 1] ?? `#${id}`;

/** /demo/data-tables: the lists' virtualised table with search and sort, on 5 000 sample rows. */
export default function DataTablesPage() {
  const source = useMemo(() => sampleRows(), []);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ key: 'sort', dir: 'asc' });
  const rows = useListRows(PRODUCTS, source, search, sort, resolve);
  const none = () => undefined;
  return (
    <DemoPage title="Таблицы">
      <Samples>
        <Sample
          title="Таблица списка: ListTable (Blueprint Table2)"
          usedIn="справочники и настройки: поиск, сортировка, только видимые строки"
          wide
        >
          <div className="showcase-row">
            <InputGroup
              leftIcon="search"
              placeholder="Поиск по всем столбцам"
              aria-label="Поиск"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Tag minimal round>
              {rows.length} из {ROWS}
            </Tag>
          </div>
          <div className="showcase-list-table">
            <ListTable
              list={PRODUCTS}
              rows={rows}
              resolve={resolve}
              sort={sort}
              onSort={(key) => setSort((s) => nextSort(PRODUCTS, s, key))}
              canWrite={false}
              canDrag={false}
              onMove={none}
              onToggleActive={none}
              onEdit={none}
              onDelete={none}
              onRestore={none}
            />
          </div>
        </Sample>
      </Samples>
    </DemoPage>
  );
}
