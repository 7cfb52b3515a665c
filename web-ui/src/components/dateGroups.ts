// The chat list's sections: by the day a chat was last active, in the browser's own time zone.

export const DATE_GROUPS = ['Today', 'Yesterday', 'Previous 7 days', 'Older'] as const;
export type DateGroup = (typeof DATE_GROUPS)[number];

function startOfDay(when: Date): number {
  return new Date(when.getFullYear(), when.getMonth(), when.getDate()).getTime();
}

/** Which section a chat last active at `updatedAt` belongs in, seen at `now` (local calendar days). */
export function dateGroup(updatedAt: string, now: Date = new Date()): DateGroup {
  const when = new Date(updatedAt);
  if (Number.isNaN(when.getTime())) return 'Older';
  const today = startOfDay(now);
  const day = startOfDay(when);
  if (day >= today) return 'Today';
  // Calendar arithmetic, not 24-hour steps: a day with a daylight-saving change is 23 or 25 hours long.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (day >= yesterday) return 'Yesterday';
  const weekAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7).getTime();
  return day >= weekAgo ? 'Previous 7 days' : 'Older';
}

/** The items in their sections, in the order given (newest first), empty sections left out. */
export function groupByDate<T extends { updated_at: string }>(
  items: T[],
  now: Date = new Date(),
): { label: DateGroup; items: T[] }[] {
  const sections = new Map<DateGroup, T[]>();
  for (const item of items) {
    const label = dateGroup(item.updated_at, now);
    sections.set(label, [...(sections.get(label) ?? []), item]);
  }
  return DATE_GROUPS.filter((label) => sections.has(label)).map((label) => ({ label, items: sections.get(label)! }));
}
