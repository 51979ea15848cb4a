/** Code panel: language (≈90 plus Automatic), colour theme, line numbers, line-highlight steps, and editing. */
import { useState } from 'react';
import { CODE_LANGUAGES, CODE_THEMES, HighlightSteps, type CodeBlock } from '@podium/deck';
import { MESSAGES } from '@podium/shared';
import { Button } from '../../../../components/Button';
import { useEditor } from '../../state/EditorContext';
import { CheckField, Section, SelectField } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';

const LANGUAGE_OPTIONS = CODE_LANGUAGES.map((l) => [l.id, l.label] as const);
const THEME_OPTIONS = CODE_THEMES.map((t) => [t, t.replace(/-/g, ' ')] as const);

/** The code section of the block panel. */
export function CodePanel({ block, slideId }: { block: CodeBlock; slideId: string }) {
  const { store } = useEditor();
  const update = useBlockProps(block, slideId);
  const p = block.props;
  const [steps, setSteps] = useState(p.highlight ?? '');
  const [stepsError, setStepsError] = useState<string | null>(null);
  const commitSteps = () => {
    const value = steps.trim();
    if (value && !HighlightSteps.safeParse(value).success) return setStepsError(MESSAGES.codeHighlightInvalid);
    setStepsError(null);
    if (value !== (p.highlight ?? '')) update('highlight', { highlight: value || undefined }, false);
  };
  return (
    <Section title="Code">
      <SelectField label="Language" value={p.language} options={LANGUAGE_OPTIONS} onCommit={(language) => update('language', { language })} testId="code-language" />
      <SelectField label="Theme" value={p.theme} options={THEME_OPTIONS} onCommit={(theme) => update('theme', { theme })} testId="code-theme" />
      <CheckField label="Line numbers" checked={p.lineNumbers} testId="code-line-numbers" onCommit={(lineNumbers) => update('lineNumbers', { lineNumbers })} />
      <div className="ed-field ed-field--wide">
        <label htmlFor="ed-code-steps">Highlight lines (steps play as fragments)</label>
        <input
          id="ed-code-steps"
          placeholder="e.g. 1|2-3|4,6"
          value={steps}
          data-testid="code-highlight"
          aria-invalid={stepsError ? true : undefined}
          onChange={(e) => setSteps(e.target.value)}
          onBlur={commitSteps}
          onKeyDown={(e) => e.key === 'Enter' && commitSteps()}
        />
        {stepsError && <p className="ed-content-panel__error" role="alert" data-testid="code-highlight-error">{stepsError}</p>}
      </div>
      <Button size="sm" className="ed-field--wide" testId="code-edit" onClick={() => store.setEditing(block.id)}>Edit code</Button>
      {!p.code && <p className="ed-content-panel__note ed-field--wide">Double-click the block or press Edit code to type.</p>}
    </Section>
  );
}
