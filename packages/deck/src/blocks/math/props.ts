/** Math block: a TeX formula typeset by reveal.js's math plugin. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';

export const MathProps = lazySchema(() => z.object({ tex: z.string().max(20000) }));
export type MathProps = z.infer<typeof MathProps>;

export const MATH_SIZE = { width: 600, height: 100 } as const;

/** Default props of a new math block. */
export function mathDefaults(): MathProps {
  return { tex: 'e^{i\\pi} + 1 = 0' };
}
