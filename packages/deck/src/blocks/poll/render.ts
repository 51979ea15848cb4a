/** Poll block markup: the question and an ordered list of options (escaped text); live results are drawn over it by the player. */
import { pollPercent, votersLabel } from '@podium/shared';
import { escapeText } from '../../html/escape.js';
import type { PollBlock } from '../../schema/block.js';
import type { RenderedContent } from '../types.js';

/** Render a poll block's content. */
export function renderPoll(block: PollBlock): RenderedContent {
  const { question, options, mode, results } = block.props;
  const total = results ? results.counts.reduce((sum, n) => sum + n, 0) : 0;
  const items = options.map((option, i) => {
    const label = `<span class="sl-poll__label">${escapeText(option)}</span>`;
    if (!results) return `<li class="sl-poll__option">${label}</li>`;
    // The same bars and counts the player draws live (apps/web/src/player/addons/poll.ts), here from the last session.
    const n = results.counts[i] ?? 0;
    const percent = pollPercent(n, total);
    return `<li class="sl-poll__option" data-votes="${n}"><span class="sl-poll__bar" style="width:${percent}%"></span>${label}<span class="sl-poll__count">${n} (${percent}%)</span></li>`;
  }).join('');
  const summary = results ? `<p class="sl-poll__total">${votersLabel(results.voters)}</p>` : '';
  return {
    attrs: [['data-poll-mode', mode]],
    html: `<div class="sl-poll"><p class="sl-poll__question">${escapeText(question)}</p><ol class="sl-poll__options">${items}</ol>${summary}</div>`,
  };
}
