/**
 * Formatting rules of SPEC §9.
 * STUB SURFACE: bodies to be completed (helper A).
 */
import type { BillingPeriod } from './constants.js';

/** "1 view", "3 views"; above 9999 → thousands with one decimal + "k" (e.g. "12.3k views"). */
export declare function formatViewCount(count: number): string;
/** ceil(total / pageLength), never below 0. */
export declare function pageCount(total: number, pageLength: number): number;
/** "$x/year" or "$x/month". */
export declare function formatTeamCost(cost: number, period: BillingPeriod): string;
/** Notification display time: 2500 ms + 20 ms per character, ×1.5 when negative. */
export declare function notificationDuration(message: string, negative: boolean): number;
