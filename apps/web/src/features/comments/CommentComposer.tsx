/**
 * The text box for a new comment, a reply or an edit: the SPEC §5 "n/max" counter (negative above 95 %), Ctrl/⌘+Enter
 * sends, Escape cancels. Typing "@" suggests people (the deck's owner and commenters): arrows move, Enter or Tab
 * picks, Escape closes the list. It refuses to send an empty or over-long message itself; the server checks again.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { counter, LIMITS } from '@podium/shared';
import { Button } from '../../components/Button';
import { useMentionables } from './CommentsContext';
import { insertMention, mentionAt, suggestionsFor, type Mentionable } from './mentionSuggest';

interface ComposerProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  testId: string;
  /** Resolves true when the message was saved (the box then empties, or closes via onCancel for edits). */
  onSubmit: (message: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The composer; `onCancel` adds a Cancel button (replies and edits). */
export function CommentComposer({ label, placeholder, submitLabel, initial = '', autoFocus, testId, onSubmit, onCancel }: ComposerProps) {
  const id = useId();
  const [message, setMessage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const people = useMentionables();
  const at = mentionAt(message, caret);
  const suggestions: Mentionable[] = at && dismissed !== at.start ? suggestionsFor(people, at.query) : [];
  const open = suggestions.length > 0;
  const count = counter(message.length, LIMITS.commentMax);
  const tooLong = message.length > LIMITS.commentMax;
  const empty = message.trim().length === 0;

  const submit = async () => {
    if (busy || empty || tooLong) return;
    setBusy(true);
    const saved = await onSubmit(message);
    setBusy(false);
    if (saved && !initial) setMessage('');
  };
  const choose = (person: Mentionable) => {
    if (!at) return;
    const next = insertMention(message, caret, at, person.username);
    setMessage(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      choose(suggestions[Math.min(active, suggestions.length - 1)]!);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(at!.start);
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form className="comment-composer" data-testid={testId} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <label className="visually-hidden" htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="field__input comment-composer__input"
        value={message}
        placeholder={placeholder}
        rows={2}
        ref={input}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setMessage(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        autoFocus={autoFocus}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-counter`}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? `${id}-people` : undefined}
        aria-activedescendant={open ? `${id}-person-${Math.min(active, suggestions.length - 1)}` : undefined}
        role="combobox"
        data-testid={`${testId}-input`}
      />
      {open && (
        <ul id={`${id}-people`} className="comment-composer__people" role="listbox" aria-label="People to mention" data-testid="mention-suggestions">
          {suggestions.map((person, index) => (
            <li
              key={person.username}
              id={`${id}-person-${index}`}
              role="option"
              aria-selected={index === Math.min(active, suggestions.length - 1)}
              className="comment-composer__person"
              // mousedown, not click: the textarea keeps focus and its caret.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
            >
              <strong>@{person.username}</strong>{person.name ? <span className="muted"> {person.name}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="comment-composer__bar">
        <span id={`${id}-counter`} className={`field__counter${count.negative ? ' is-negative' : ''}`} aria-live="polite">{count.text}</span>
        {onCancel && <Button size="sm" variant="ghost" onClick={onCancel}>Cancel</Button>}
        <Button size="sm" variant="primary" type="submit" loading={busy} disabled={empty || tooLong} testId={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
