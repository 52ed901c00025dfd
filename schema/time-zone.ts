/**
 * The shop's calendar, one setting for both processes: the gateway's config (gateway/config.ts)
 * and the CRM's (crm/config.ts) read SHOP_TIMEZONE with this default and this check, and the
 * embedded CRM gets the gateway's value through its start options. "Today", an undated order,
 * a warehouse day and the week/month presets are all counted in this zone, never the server's.
 */
export const DEFAULT_SHOP_TIMEZONE = 'Europe/Moscow';

/**
 * One formatter per zone and kind, made on first use. Making an Intl.DateTimeFormat costs about
 * 0.5 ms of CPU (ICU opens the zone and the locale's patterns), formatting with one a few µs; every
 * order write asked for "today" and made a new one each time (a gateway test file's order writes
 * spent a second of CPU on it). A formatter holds no state between calls, so sharing is sound; the
 * zones are the shop's one setting and the few a test names, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'day' | 'offset', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(key, found);
  }
  return found;
}

/** True for a zone Intl knows (IANA names such as Asia/Vladivostok, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    // An unknown zone throws here and is never kept; a known one's formatter serves todayIn.
    formatter('day', zone);
    return true;
  } catch {
    return false;
  }
}

/** yyyy-MM-dd of `now` in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return formatter('day', timeZone).format(now);
}

/** The zone's UTC offset at `at`, as ISO 8601 wants it: "+03:00", "-05:00", "+00:00". */
export function offsetIn(timeZone: string, at: Date): string {
  const name = formatter('offset', timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" alone is UTC itself.
  const offset = name?.replace('GMT', '') || '+00:00';
  return offset;
}

/**
 * The instant of a wall-clock time in the shop: `localInstant('Asia/Vladivostok', '2026-03-01',
 * '23:59')` is 2026-03-01T13:59:00Z. The offset is the one of that day's noon (no shop opens at a
 * DST jump).
 */
export function localInstant(timeZone: string, date: string, time: string): Date {
  const offset = offsetIn(timeZone, new Date(`${date}T12:00:00Z`));
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}${offset}`);
}
