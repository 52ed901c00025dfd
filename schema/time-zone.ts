/**
 * The shop's calendar, one setting for both processes: the gateway's config (gateway/config.ts)
 * and the CRM's (crm/config.ts) read SHOP_TIMEZONE with this default and this check, and the
 * embedded CRM gets the gateway's value through its start options. "Today", an undated order,
 * a warehouse day and the week/month presets are all counted in this zone, never the server's.
 */
export const DEFAULT_SHOP_TIMEZONE = 'Europe/Moscow';

/** True for a zone Intl knows (IANA names such as Asia/Vladivostok, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** yyyy-MM-dd of `now` in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The zone's UTC offset at `at`, as ISO 8601 wants it: "+03:00", "-05:00", "+00:00". */
export function offsetIn(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
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
