/** Code block: source text, language (or automatic detection), theme, line numbers and reveal.js line-highlight steps. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { CODE_LANGUAGE_IDS, CODE_THEMES } from './languages.js';

/** reveal.js step syntax: `1|2-3|4,6-8` (each step highlights lines; `|` advances). */
export const HighlightSteps = lazySchema(() => z.string().regex(/^\s*\d+(-\d+)?(\s*,\s*\d+(-\d+)?)*(\s*\|\s*\d+(-\d+)?(\s*,\s*\d+(-\d+)?)*)*\s*$/, 'Invalid line highlight steps'));

export const CodeProps = lazySchema(() => z.object({
  language: z.enum(CODE_LANGUAGE_IDS).default('auto'),
  code: z.string().max(200000),
  theme: z.enum(CODE_THEMES).default('monokai'),
  lineNumbers: z.boolean().default(false),
  highlight: HighlightSteps.optional(),
}));
export type CodeProps = z.infer<typeof CodeProps>;

export const CODE_SIZE = { width: 600, height: 300 } as const;

/** Default props of a new code block. */
export function codeDefaults(): CodeProps {
  return { language: 'auto', code: '', theme: 'monokai', lineNumbers: false };
}
