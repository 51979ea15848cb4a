/**
 * axe-core in a page: its serious and critical violations, one line each (rule, impact, the first elements). axe is
 * injected as a script, which the app's Content-Security-Policy (rightly) refuses: specs that use this set
 * `test.use({ bypassCSP: true })`; the pages' own CSP is checked by the security tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Adds axe to the page (once per document: `seriousViolations(page, false)` reuses it). */
export async function injectAxe(page: Page): Promise<void> {
  await page.addScriptTag({ content: axeSource });
}

/** Serious and critical violations on the page as it is now; `inject: false` when axe is already in the document. */
export async function seriousViolations(page: Page, inject = true): Promise<string[]> {
  if (inject) await injectAxe(page);
  return page.evaluate(async () => {
    // axe measures contrast as painted: a menu or dialog still fading in would be measured half transparent. Wait
    // for the animations running now that end within a second (fade-ins; not spinners, skeletons or reveal.js's
    // arrow hint, which loop or run on for minutes, nor paused ones).
    const fading = document.getAnimations().filter((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime);
      return animation.playState === 'running' && Number.isFinite(end) && end - Number(animation.currentTime ?? 0) <= 1_000;
    });
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
    const { violations } = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ html: string }> }> }> } }).axe.run(document);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`);
  });
}
