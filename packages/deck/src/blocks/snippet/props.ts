/** Snippet block (hidden type): raw HTML kept as-is, sanitised at render. Also holds any imported markup we do not understand. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { LIMITS } from '@podium/shared';

export const SnippetProps = lazySchema(() => z.object({ html: z.string().max(LIMITS.inlineSvgMax) }));
export type SnippetProps = z.infer<typeof SnippetProps>;

export const SNIPPET_SIZE = { width: 300, height: 200 } as const;

/** Default props of a new, empty snippet. */
export function snippetDefaults(): SnippetProps {
  return { html: '' };
}
