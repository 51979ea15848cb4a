/** Iframe block: an embedded web page, with the `sandbox` and `allow` policies it was given. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { EMBED_DEFAULT_SIZE } from '@podium/shared';
import { Url } from '../../schema/common.js';

export const IframeProps = lazySchema(() => z.object({
  src: Url.refine((v) => /^(https?:)?\/\//i.test(v.trim()), 'Iframe source must be an http(s) URL').or(z.literal('')),
  /** The `sandbox` tokens (`allow-scripts allow-same-origin`…); an empty string sandboxes fully. */
  sandbox: z.string().max(500).regex(/^[a-z-]*( [a-z-]+)*$/, 'Invalid sandbox').optional(),
  /** The permissions policy (`autoplay; fullscreen`…). */
  allow: z.string().max(1000).regex(/^[A-Za-z0-9 ;:/.*'()=_-]*$/, 'Invalid allow policy').optional(),
  /** The frame's name for screen readers (the iframe `title`); a generic one is used until it is given. */
  title: z.string().max(300).optional(),
}));
export type IframeProps = z.infer<typeof IframeProps>;

export const IFRAME_SIZE = { ...EMBED_DEFAULT_SIZE } as const;

/** Default props of a new (empty) iframe block. */
export function iframeDefaults(): IframeProps {
  return { src: '' };
}
