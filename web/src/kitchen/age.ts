/** A ticket's age as the display shows it («4:05», «1:02:10») and its colour by the shop's targets. */
export function ageText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

export type AgeLevel = 'ok' | 'amber' | 'red';

export function ageLevel(seconds: number, targets: { amberMinutes: number; redMinutes: number }): AgeLevel {
  if (seconds >= targets.redMinutes * 60) return 'red';
  if (seconds >= targets.amberMinutes * 60) return 'amber';
  return 'ok';
}

/** Lines grouped by station in the order they first appear; lines without one last («Без станции»). */
export function byStation<L extends { station?: { id: string; name: string } | null }>(lines: readonly L[]) {
  const groups = new Map<string, { name: string; lines: L[] }>();
  for (const l of lines) {
    const key = l.station?.id ?? '';
    const group = groups.get(key) ?? { name: l.station?.name ?? 'Без станции', lines: [] };
    group.lines.push(l);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => Number(a === '') - Number(b === '')).map(([, g]) => g);
}
