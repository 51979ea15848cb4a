/**
 * Snippet block (hidden type): raw HTML kept as-is, sanitised at render. Also holds any imported markup we do not
 * understand. A snippet inserted from a team theme's template also keeps that template and the values of its
 * `{{variables}}` (`source`), so the editor can re-open them; `html` is always the filled-in markup that renders.
 */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { LIMITS, THEME_LIMITS } from '@podium/shared';

/** Limits of a snippet's variables: how many, name length and value length. */
export const SNIPPET_VARIABLE_LIMITS = { count: 100, nameMax: 100, valueMax: 5000 } as const;

export const SnippetSource = lazySchema(() => z.object({
  title: z.string().max(THEME_LIMITS.nameMax),
  template: z.string().max(THEME_LIMITS.snippetMax),
  values: z.record(z.string().regex(/^[\w-]+$/).max(SNIPPET_VARIABLE_LIMITS.nameMax), z.string().max(SNIPPET_VARIABLE_LIMITS.valueMax))
    .refine((values) => Object.keys(values).length <= SNIPPET_VARIABLE_LIMITS.count, `At most ${SNIPPET_VARIABLE_LIMITS.count} variables`),
}));
export type SnippetSource = z.infer<typeof SnippetSource>;

export const SnippetProps = lazySchema(() => z.object({
  html: z.string().max(LIMITS.inlineSvgMax),
  source: SnippetSource.optional(),
}));
export type SnippetProps = z.infer<typeof SnippetProps>;

export const SNIPPET_SIZE = { width: 300, height: 200 } as const;

/** Default props of a new, empty snippet. */
export function snippetDefaults(): SnippetProps {
  return { html: '' };
}
