/**
 * Speaker notes of the current slide (at most LIMITS.speakerNotesMax, with the "n/max" counter of SPEC §5). Typing is
 * committed TIMERS.saveDebounceMs after the last keystroke, on blur and on slide change; one burst is one undo step.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LIMITS, TIMERS, counter } from '@podium/shared';
import { useEditor, useEditorState } from '../state/EditorContext';

/** The notes area below the canvas. */
export function NotesPanel({ open, textareaRef, onToggle }: { open: boolean; textareaRef: RefObject<HTMLTextAreaElement | null>; onToggle: () => void }) {
  const { store } = useEditor();
  const slideId = useEditorState((s) => s.slideId);
  const saved = useEditorState(() => store.currentSlide().notes);
  const [draft, setDraft] = useState<{ slideId: string; text: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<{ slideId: string; text: string } | null>(null);

  const commit = useRef(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    store.setInputPending('notes', false);
    if (next) store.dispatch({ type: 'deck.slide.notes', id: next.slideId, notes: next.text }, { mergeKey: `notes:${next.slideId}` });
  });

  // Switching slides (or leaving) commits the previous slide's notes.
  useEffect(() => () => commit.current(), [slideId]);

  const text = draft?.slideId === slideId ? draft.text : saved;
  const count = counter(text.length, LIMITS.speakerNotesMax);
  return (
    <section className={`ed-notes${open ? ' is-open' : ''}`} aria-label="Speaker notes">
      <button type="button" className="ed-notes__toggle" aria-expanded={open} onClick={onToggle} data-testid="notes-toggle">
        Speaker notes
      </button>
      {open && (
        <div className="ed-notes__body">
          <textarea
            ref={textareaRef}
            value={text}
            maxLength={LIMITS.speakerNotesMax}
            placeholder="Notes for this slide, visible to you while presenting"
            aria-label="Speaker notes"
            data-testid="panel-notes"
            aria-describedby="ed-notes-counter"
            onChange={(e) => {
              const next = { slideId, text: e.target.value.slice(0, LIMITS.speakerNotesMax) };
              setDraft(next);
              pending.current = next;
              store.setInputPending('notes', true);
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => commit.current(), TIMERS.saveDebounceMs);
            }}
            onBlur={() => {
              commit.current();
              setDraft(null);
            }}
          />
          <span id="ed-notes-counter" className={`field__counter${count.negative ? ' is-negative' : ''}`} data-testid="notes-counter">
            {count.text}
          </span>
        </div>
      )}
    </section>
  );
}
