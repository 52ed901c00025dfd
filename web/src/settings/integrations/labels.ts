/** Russian words of the «Интеграции» screen. */
export const SHOP_TYPE_LABELS: Record<string, string> = {
  flower_shop: 'Цветочный магазин',
  fastfood: 'Фастфуд',
};

/** dd.MM.yyyy HH:mm, or «—». */
export const when = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString('ru-RU', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';
