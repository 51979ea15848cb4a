/** Image block: a media reference or URL, natural size and a fractional crop. */
import { z } from 'zod';
import { lazySchema } from '../../schema/lazy.js';
import { Id, ImageUrl } from '../../schema/common.js';

const Fraction = lazySchema(() => z.number().min(0).max(1));
/** Visible part of the image as fractions of its natural size. */
export const Crop = lazySchema(() => z
  .object({ x: Fraction, y: Fraction, width: Fraction.positive(), height: Fraction.positive() })
  .refine((c) => c.x + c.width <= 1 + 1e-9 && c.y + c.height <= 1 + 1e-9, 'Crop must stay inside the image'));
export type Crop = z.infer<typeof Crop>;

export const ImageProps = lazySchema(() => z.object({
  /** Empty until the user picks an image (the editor shows a placeholder). */
  src: ImageUrl.or(z.literal('')),
  mediaId: Id.optional(),
  alt: z.string().max(1000).optional(),
  /** Only decoration: screen readers skip it (`alt=""`), and the accessibility check does not ask for alt text. */
  decorative: z.boolean().optional(),
  naturalWidth: z.number().int().positive().optional(),
  naturalHeight: z.number().int().positive().optional(),
  crop: Crop.optional(),
}));
export type ImageProps = z.infer<typeof ImageProps>;

export const IMAGE_SIZE = { width: 480, height: 320 } as const;

/** Default props of a new (empty) image block. */
export function imageDefaults(): ImageProps {
  return { src: '' };
}
