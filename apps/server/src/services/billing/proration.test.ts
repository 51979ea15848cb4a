/** The proration arithmetic (Stripe's semantics) in cents. */
import { describe, expect, it } from 'vitest';
import { defaultChangeTiming } from '@podium/shared';
import { quoteChange, renewalCharge, unusedFraction } from './proration.js';

const d = (iso: string) => new Date(iso);
const liteMonthly = { plan: 'lite' as const, period: 'monthly' as const, totalCents: 500 };
const proMonthly = { plan: 'pro' as const, period: 'monthly' as const, totalCents: 1000 };
const liteYearly = { plan: 'lite' as const, period: 'yearly' as const, totalCents: 5000 };
const proYearly = { plan: 'pro' as const, period: 'yearly' as const, totalCents: 10000 };
// November has 30 days: the 16th at midnight leaves exactly half of the month.
const november = { periodStart: d('2026-11-01T00:00:00Z'), periodEnd: d('2026-12-01T00:00:00Z') };

describe('quoteChange', () => {
  it('upgrades within the same period length: credit for the unused half, the new plan for the other half, dates kept', () => {
    const quote = quoteChange({ current: { ...liteMonthly, ...november }, next: proMonthly, timing: 'now', now: d('2026-11-16T00:00:00Z') });
    expect(quote.lines.map((line) => line.amountCents)).toEqual([-250, 500]);
    expect(quote.lines[0]!.description).toBe('Unused time on Lite (monthly) after November 16, 2026');
    expect(quote.lines[1]!.description).toBe('Remaining time on Pro (monthly) after November 16, 2026');
    expect(quote.todayCents).toBe(250);
    expect(quote.creditAfterCents).toBe(0);
    expect(quote.periodStart).toEqual(november.periodStart);
    expect(quote.renewalAt).toEqual(november.periodEnd);
    expect(quote.renewalCents).toBe(1000);
  });

  it('to another period length starts a new period today at the full new price, less the unused time', () => {
    const now = d('2026-11-16T00:00:00Z');
    const quote = quoteChange({ current: { ...liteMonthly, ...november }, next: proYearly, timing: 'now', now });
    expect(quote.lines.map((line) => line.amountCents)).toEqual([-250, 10000]);
    expect(quote.todayCents).toBe(9750);
    expect(quote.periodStart).toEqual(now);
    expect(quote.periodEnd).toEqual(d('2027-11-16T00:00:00Z'));
    expect(quote.renewalCents).toBe(10000);
  });

  it('keeps what a change is worth below nothing as credit, and later changes and renewals use it first', () => {
    // The tracker's case: $50 for Lite yearly, then monthly, then Pro, all on the first day. Nothing is lost.
    const year = { periodStart: d('2026-01-10T09:00:00Z'), periodEnd: d('2027-01-10T09:00:00Z') };
    const now = d('2026-01-10T09:00:00Z');
    const toMonthly = quoteChange({ current: { ...liteYearly, ...year }, next: liteMonthly, timing: 'now', now });
    expect(toMonthly.lines.map((line) => line.amountCents)).toEqual([-5000, 500]);
    expect(toMonthly.todayCents).toBe(0);
    expect(toMonthly.creditAfterCents).toBe(4500);
    expect(toMonthly.renewalCents).toBe(0);

    const toPro = quoteChange({
      current: { ...liteMonthly, periodStart: toMonthly.periodStart, periodEnd: toMonthly.periodEnd }, next: proMonthly, timing: 'now', now,
      creditCents: toMonthly.creditAfterCents,
    });
    expect(toPro.lines.map((line) => [line.description, line.amountCents])).toEqual([
      ['Unused time on Lite (monthly) after January 10, 2026', -500],
      ['Remaining time on Pro (monthly) after January 10, 2026', 1000],
      ['Credit from your balance', -500],
    ]);
    expect(toPro.todayCents).toBe(0);
    expect(toPro.creditAfterCents).toBe(4000);
    // 5000 paid = 1000 for the first Pro month + 4000 credit: the renewal takes the next month from the credit.
    expect(toPro.renewalCents).toBe(0);
    expect(renewalCharge(1000, 4000)).toEqual({ chargeCents: 0, creditUsedCents: 1000 });
    expect(renewalCharge(1000, 250)).toEqual({ chargeCents: 750, creditUsedCents: 250 });
  });

  it('rounds each line to whole cents', () => {
    // 10 of 30 days left: a third of $5 and of $10.
    const quote = quoteChange({ current: { ...liteMonthly, ...november }, next: proMonthly, timing: 'now', now: d('2026-11-21T00:00:00Z') });
    expect(quote.lines.map((line) => line.amountCents)).toEqual([-167, 333]);
    expect(quote.todayCents).toBe(166);
    for (const line of quote.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
  });

  it('applied at the renewal charges nothing today and the new price at the end of the current period', () => {
    const quote = quoteChange({ current: { ...proYearly, ...november }, next: liteYearly, timing: 'renewal', now: d('2026-11-16T00:00:00Z'), creditCents: 300 });
    expect(quote).toMatchObject({ lines: [], todayCents: 0, creditAfterCents: 300, renewalAt: november.periodEnd, renewalCents: 4700 });
  });

  it('credits nothing for a period that is over and everything for one that has not started', () => {
    expect(unusedFraction(november.periodStart, november.periodEnd, d('2026-12-05T00:00:00Z'))).toBe(0);
    expect(unusedFraction(november.periodStart, november.periodEnd, d('2026-10-05T00:00:00Z'))).toBe(1);
    const late = quoteChange({ current: { ...liteMonthly, ...november }, next: proMonthly, timing: 'now', now: d('2026-12-05T00:00:00Z') });
    expect(late.lines.map((line) => line.amountCents)).toEqual([0]);
  });
});

describe('defaultChangeTiming', () => {
  it('applies upgrades now and period switches and downgrades at the renewal', () => {
    expect(defaultChangeTiming({ plan: 'lite' }, { plan: 'pro' })).toBe('now');
    expect(defaultChangeTiming({ plan: 'pro' }, { plan: 'lite' })).toBe('renewal');
    expect(defaultChangeTiming({ plan: 'pro' }, { plan: 'pro' })).toBe('renewal');
  });
});
