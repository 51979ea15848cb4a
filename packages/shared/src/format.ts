/** Formatting rules of SPEC §9. */
import { LIMITS, TIMERS, type BillingPeriod } from './constants.js';

/** "1 view", "3 views"; above 9999 → thousands with one decimal + "k" (SPEC §9: 10000 → "10.0k views", 12345 → "12.3k views"). */
export function formatViewCount(count: number): string {
  const views = Math.max(0, Math.floor(count));
  if (views <= LIMITS.viewsCompactAbove) return `${views} ${views === 1 ? 'view' : 'views'}`;
  return `${(views / 1000).toFixed(1)}k views`;
}

/** ceil(total / pageLength), never below 0. */
export function pageCount(total: number, pageLength: number): number {
  if (pageLength <= 0 || total <= 0) return 0;
  return Math.ceil(total / pageLength);
}

/** "$x/year" or "$x/month"; whole dollars print without ".00", others with two decimals. */
export function formatTeamCost(cost: number, period: BillingPeriod): string {
  // Round to cents first so 99.999 prints "$100", not "$100.00".
  const cents = Math.round(cost * 100);
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `$${amount}/${period === 'yearly' ? 'year' : 'month'}`;
}

/** Notification display time: 2500 ms + 20 ms per character, ×1.5 when negative. */
export function notificationDuration(message: string, negative: boolean): number {
  const base = TIMERS.notificationBaseMs + TIMERS.notificationPerCharacterMs * message.length;
  return negative ? base * TIMERS.notificationNegativeFactor : base;
}

/** Bytes for people: "0 B", "812 KB", "12.5 MB", "1 GB" (1024-based, one decimal below 10 units). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 && value % 1 !== 0 ? 1 : 0;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

const TIME_AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * A time label such as "3 minutes ago", "yesterday" or "just now" (under a minute), relative to `now`. Labels move
 * on as time passes: screens re-render them every TIMERS.timeLabelRefreshMs (SPEC §9).
 */
export function formatTimeAgo(when: Date | string | number, now: number = Date.now(), locale = 'en'): string {
  const at = new Date(when).getTime();
  if (!Number.isFinite(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** "m:ss" or "h:mm:ss" for a duration (negative durations are shown as 0:00). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
