/**
 * Domain errors: what went wrong, in the service's terms. Services, auth policies and realtime throw these; only the
 * HTTP error handler (http/errors.ts) decides which status and body each one becomes, so services never speak HTTP.
 */
import { MESSAGES } from '@podium/shared';

/** Messages per field, e.g. { slug: ["That one's already taken :("] }. */
export type FieldErrors = Record<string, string[]>;

/** The base of every domain error; anything else reaching the error handler is a bug (500). */
export abstract class DomainError extends Error {}

/** The thing does not exist or the caller may not know it exists (private decks look the same as missing ones). */
export class NotFound extends DomainError {
  constructor() {
    super(MESSAGES.notFound);
  }
}

/** The action needs a signed-in user and there is none. */
export class SignInRequired extends DomainError {
  constructor() {
    super(MESSAGES.signInRequired);
  }
}

/** Credentials (a password, a sign-in) were presented and rejected; `fields` says which field was wrong. */
export class CredentialsRejected extends DomainError {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).flat()[0] ?? MESSAGES.invalidCredentials);
  }
}

/** The only way in is a password link that this browser has not unlocked yet. */
export class PasswordRequired extends DomainError {
  constructor(readonly tokenId: number) {
    super(MESSAGES.linkPasswordRequired);
  }
}

/** The caller may see the thing but may not do this; `needsUpgrade` when a better plan would allow it. */
export class Forbidden extends DomainError {
  constructor(message: string, readonly needsUpgrade = false) {
    super(message);
  }
}

/** The user's plan has no room for another deck (SPEC §7 fork: the failure body carries `deck_limit`). */
export class DeckLimitReached extends Forbidden {
  constructor(message: string) {
    super(message, true);
  }
}

/** The thing changed under the caller (a stale base version); `current` is what the caller needs to catch up. */
export class Conflict extends DomainError {
  constructor(message: string, readonly current: Record<string, unknown>) {
    super(message);
  }
}

/** Input failed validation; `fields` holds the messages per field. */
export class Invalid extends DomainError {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).flat()[0] ?? MESSAGES.required);
  }

  /** A single-field validation error. */
  static field(field: string, message: string): Invalid {
    return new Invalid({ [field]: [message] });
  }
}

/** A limit was reached: a size (upload, storage quota) or a rate (attempts, one e-mail share at a time). */
export class LimitReached extends DomainError {
  constructor(message: string, readonly limit: 'size' | 'rate') {
    super(message);
  }
}

/** The thing existed but is gone for good (an export's download after it expired). */
export class Expired extends DomainError {}

/** Something the service depends on (a mail server, a remote site) failed; retrying later may work. */
export class Unavailable extends DomainError {}

/** The payment provider refused the card (declined, insufficient funds): nothing was charged or changed. */
export class PaymentDeclined extends DomainError {}

/** A webhook whose signature does not verify: it did not come from the payment provider. */
export class WebhookRejected extends DomainError {}

/** True for the errors that mean "you may not see this" (missing, not signed in, forbidden, locked link). */
export function isNoAccess(error: unknown): boolean {
  return error instanceof NotFound || error instanceof SignInRequired || error instanceof Forbidden
    || error instanceof PasswordRequired || error instanceof CredentialsRejected;
}
