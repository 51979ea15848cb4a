/** Poll panel: the question, its options (2–8, added and removed here) and whether voters pick one or several. */
import { useEffect, useState } from 'react';
import { POLL_LIMITS, POLL_MODES, type PollMode } from '@podium/shared';
import type { PollBlock } from '@podium/deck';
import { Button } from '../../../../components/Button';
import { Section, SelectField } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';
import { addOption, removeOption, renameOption, type PollEdit } from './pollOps';

const MODE_LABELS: Record<PollMode, string> = { single: 'One choice', multiple: 'Several choices' };

/** The poll section of the block panel. */
export function PollPanel({ block, slideId }: { block: PollBlock; slideId: string }) {
  const update = useBlockProps(block, slideId);
  const [message, setMessage] = useState<string | null>(null);
  const p = block.props;
  useEffect(() => setMessage(null), [p.options.length]);
  const apply = (edit: PollEdit) => {
    if ('error' in edit) return setMessage(edit.error);
    setMessage(null);
    update('options-list', { options: edit.options }, false);
  };
  return (
    <Section title={`Poll · ${p.options.length} options`} columns={1}>
      <div className="ed-field">
        <label htmlFor={`poll-question-${block.id}`}>Question</label>
        <textarea id={`poll-question-${block.id}`} value={p.question} maxLength={POLL_LIMITS.questionMax} data-testid="poll-question"
          onChange={(event) => update('question', { question: event.target.value })} />
      </div>
      <fieldset className="ed-poll-options">
        <legend>Options</legend>
        {p.options.map((option, index) => (
          <div className="ed-content-panel__row" key={index}>
            <input value={option} aria-label={`Option ${index + 1}`} maxLength={POLL_LIMITS.optionMax} data-testid={`poll-option-${index}`}
              onChange={(event) => update(`option:${index}`, { options: renameOption(p, index, event.target.value) })} />
            <Button size="sm" variant="ghost" aria-label={`Remove option ${index + 1}`} testId={`poll-remove-${index}`}
              onClick={() => apply(removeOption(p, index))}>Remove</Button>
          </div>
        ))}
        <Button size="sm" testId="poll-add-option" onClick={() => apply(addOption(p))}>Add option</Button>
        {message && <p className="ed-content-panel__error" role="alert" data-testid="poll-message">{message}</p>}
      </fieldset>
      <SelectField label="Voters pick" value={p.mode} options={POLL_MODES.map((mode) => [mode, MODE_LABELS[mode]] as const)}
        onCommit={(mode) => update('mode', { mode })} testId="poll-mode" />
      <p className="ed-content-panel__note">The audience votes on its devices while you present live; the slide shows the results.</p>
    </Section>
  );
}
