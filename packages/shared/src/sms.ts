/**
 * SPEC §7 "POST sms": text a deck's link, or a phone remote (speaker link) for presenting, to a phone number.
 * The server validates the number (libphonenumber-js) and sends through its SMS provider on the job queue.
 */
import { z } from 'zod';

/** What to send: the deck's own link, or a new speaker link (the phone remote of the presenter view). */
export const SMS_LINK_KINDS = ['deck', 'speaker'] as const;
export type SmsLinkKind = (typeof SMS_LINK_KINDS)[number];

/** Not in the SPEC: texts a user may send in a window (every text costs the operator money). */
export const SMS_RATE_LIMIT = { requests: 5, windowMs: 60 * 60 * 1000 } as const;
/** The longest phone number text accepted before parsing (E.164 has at most 15 digits; room for spaces and dashes). */
export const SMS_PHONE_MAX = 32;

/** POST /api/v1/decks/{id}/sms body. `access_token_id` picks the private link a deck text carries. */
export const SendSmsInput = z.object({
  sms: z.object({
    phone: z.string().trim().min(1).max(SMS_PHONE_MAX),
    link: z.enum(SMS_LINK_KINDS).default('deck'),
    access_token_id: z.number().int().positive().nullable().optional(),
  }),
});
export type SendSmsInput = z.infer<typeof SendSmsInput>;

/** POST sms answer: the number as it will be dialled (E.164) and the confirmation to show. */
export interface SmsSentJson {
  to: string;
  message: string;
}
