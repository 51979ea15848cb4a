/** Text block: rich HTML (sanitised at render) and an optional placeholder shown while empty. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { LIMITS } from '@podium/shared';

export const TextProps = lazySchema(() => z.object({
  html: z.string().max(LIMITS.inlineSvgMax),
  placeholder: z.string().max(200).optional(),
}));
export type TextProps = z.infer<typeof TextProps>;

export const TEXT_SIZE = { width: 600, height: 100 } as const;

/** Default props of a new text block. */
export function textDefaults(): TextProps {
  return { html: '<p>Text</p>' };
}
