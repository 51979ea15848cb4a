/**
 * The speaker-notes window (/reveal/notes.html): S opens it as a popup; the player sends it the current slide's notes
 * and position, and it sends back previous/next. Both pages run sandboxed (opaque origins), so they talk only by
 * postMessage and each checks the message really comes from the other window.
 */
import type { PlayerExtension, RevealApi } from './extension';

export const NOTES_NAMESPACE = 'podium-notes';

/** The state the notes window shows. */
export interface NotesState {
  namespace: typeof NOTES_NAMESPACE;
  type: 'state';
  title: string;
  notes: string;
  slide: number;
  total: number;
}

function stateOf(reveal: RevealApi, title: string): NotesState {
  return {
    namespace: NOTES_NAMESPACE, type: 'state', title,
    notes: reveal.getSlideNotes() ?? '', slide: reveal.getSlidePastCount() + 1, total: reveal.getTotalSlides(),
  };
}

export const notesWindow: PlayerExtension = {
  name: 'notes-window',
  ready(reveal, { config }) {
    let popup: Window | null = null;
    const send = () => popup?.postMessage(stateOf(reveal, config.title), '*');
    reveal.addKeyBinding({ keyCode: 83, key: 'S', description: 'Speaker notes' }, () => {
      popup = window.open(config.notesUrl ?? '/reveal/notes.html', 'podium-notes', 'width=900,height=640');
    });
    for (const event of ['slidechanged', 'fragmentshown', 'fragmenthidden']) reveal.on(event, send);
    window.addEventListener('message', (event) => {
      if (!popup || event.source !== popup) return;
      const data = event.data as { namespace?: string; type?: string } | null;
      if (data?.namespace !== NOTES_NAMESPACE) return;
      if (data.type === 'hello') send();
      else if (data.type === 'next') reveal.next();
      else if (data.type === 'prev') reveal.prev();
    });
  },
};
