/** Iframe block: an embedded web page. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { EMBED_DEFAULT_SIZE } from '@podium/shared';
import { Url } from '../../schema/common.js';

export const IframeProps = lazySchema(() => z.object({
  src: Url.refine((v) => /^(https?:)?\/\//i.test(v.trim()), 'Iframe source must be an http(s) URL').or(z.literal('')),
}));
export type IframeProps = z.infer<typeof IframeProps>;

export const IFRAME_SIZE = { ...EMBED_DEFAULT_SIZE } as const;

/** Default props of a new (empty) iframe block. */
export function iframeDefaults(): IframeProps {
  return { src: '' };
}
