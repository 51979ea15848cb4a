/**
 * Player add-on for decks with poll blocks: during a live session the page around the frame (viewer, presenter,
 * speaker view) posts each poll's counts here, and this draws them on the poll block as bars with their numbers. A
 * message is taken only from the parent window and only as numbers: nothing in it becomes markup.
 */
import { POLL_FRAME_MESSAGE, pollPercent, votersLabel, type PollFrameResult } from '@podium/shared';
import './poll.css';

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9 ? value : null);

/** The results in a message, or null when it is not one of ours. */
function readResults(data: unknown): PollFrameResult[] | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as { type?: unknown; results?: unknown };
  if (message.type !== POLL_FRAME_MESSAGE || !Array.isArray(message.results)) return null;
  return message.results.flatMap((raw: unknown) => {
    const r = raw as Partial<PollFrameResult> | null;
    const voters = count(r?.voters);
    if (!r || typeof r.block_id !== 'string' || voters === null || !Array.isArray(r.counts)) return [];
    return [{ block_id: r.block_id, voters, open: r.open === true, counts: r.counts.map((n) => count(n) ?? 0) }];
  });
}

/** Draws one poll's results (null: back to its plain question and options). */
function draw(poll: HTMLElement, result: PollFrameResult | undefined): void {
  const options = [...poll.querySelectorAll<HTMLElement>('.sl-poll__option')];
  poll.querySelector('.sl-poll__total')?.remove();
  if (!result) {
    delete poll.dataset.pollLive;
    for (const option of options) option.querySelectorAll('.sl-poll__bar, .sl-poll__count').forEach((el) => el.remove());
    return;
  }
  poll.dataset.pollLive = result.open ? 'open' : 'closed';
  const total = result.counts.reduce((sum, n) => sum + n, 0);
  options.forEach((option, i) => {
    const n = result.counts[i] ?? 0;
    const bar = option.querySelector<HTMLElement>('.sl-poll__bar') ?? option.insertBefore(Object.assign(document.createElement('span'), { className: 'sl-poll__bar' }), option.firstChild);
    bar.style.width = `${pollPercent(n, total)}%`;
    const label = option.querySelector<HTMLElement>('.sl-poll__count') ?? option.appendChild(Object.assign(document.createElement('span'), { className: 'sl-poll__count' }));
    label.textContent = `${n} (${pollPercent(n, total)}%)`;
    option.dataset.votes = String(n);
  });
  const summary = document.createElement('p');
  summary.className = 'sl-poll__total';
  summary.textContent = votersLabel(result.voters);
  poll.append(summary);
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || window.parent === window) return;
  const results = readResults(event.data);
  if (!results) return;
  for (const block of document.querySelectorAll<HTMLElement>('.sl-block[data-block-type="poll"]')) {
    const poll = block.querySelector<HTMLElement>('.sl-poll');
    if (poll) draw(poll, results.find((result) => result.block_id === block.dataset.blockId));
  }
});
