/** Grouping revisions by the day they were saved, in the viewer's time zone. */
import type { RevisionJson } from '@podium/shared';

export interface RevisionDay {
  key: string;
  label: string;
  revisions: RevisionJson[];
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** "Today", "Yesterday", or the date ("Monday, March 2" this year, with the year before). */
export function dayLabel(date: Date, now = new Date()): string {
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    weekday: 'long', month: 'long', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Revisions (newest first) in day groups, newest day first. */
export function groupByDay(revisions: readonly RevisionJson[], now = new Date()): RevisionDay[] {
  const days: RevisionDay[] = [];
  for (const revision of revisions) {
    const date = new Date(revision.created_at);
    const key = dayKey(date);
    const last = days[days.length - 1];
    if (last?.key === key) last.revisions.push(revision);
    else days.push({ key, label: dayLabel(date, now), revisions: [revision] });
  }
  return days;
}

/** The time of day a revision was saved ("14:05" or "2:05 PM" by locale). */
export function timeOf(revision: RevisionJson): string {
  return new Date(revision.created_at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}
