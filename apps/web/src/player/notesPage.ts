/** The notes page (/reveal/notes.html), opened by the player's S key: current notes, position, elapsed time. */
import { NOTES_NAMESPACE, type NotesState } from './notesWindow';

const $ = (id: string) => document.getElementById(id)!;
const started = Date.now();

function render(state: NotesState): void {
  document.title = `Notes · ${state.title}`;
  $('notes-title').textContent = state.title;
  $('notes-position').textContent = `Slide ${state.slide} of ${state.total}`;
  // The notes are the server's sanitised HTML, shown inside this page's own sandbox.
  $('notes-body').innerHTML = state.notes || '<p class="notes-empty">No notes on this slide.</p>';
}

function tick(): void {
  const seconds = Math.floor((Date.now() - started) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  $('notes-timer').textContent = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

const post = (type: string) => window.opener?.postMessage({ namespace: NOTES_NAMESPACE, type }, '*');

window.addEventListener('message', (event) => {
  if (!window.opener || event.source !== window.opener) return;
  const data = event.data as NotesState | null;
  if (data?.namespace === NOTES_NAMESPACE && data.type === 'state') render(data);
});
$('notes-prev').addEventListener('click', () => post('prev'));
$('notes-next').addEventListener('click', () => post('next'));
document.addEventListener('keydown', (event) => {
  if (['ArrowRight', 'ArrowDown', ' ', 'PageDown'].includes(event.key)) post('next');
  else if (['ArrowLeft', 'ArrowUp', 'PageUp'].includes(event.key)) post('prev');
});
if (!window.opener) $('notes-body').textContent = 'Open this page from a deck: press S while it plays.';
tick();
window.setInterval(tick, 1000);
post('hello');
