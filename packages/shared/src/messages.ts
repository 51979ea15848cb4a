/** Every user-visible message of SPEC §5 and §8, in one place. UI and server import from here only. */
export const GENERIC_MESSAGES = [
  'Oops, something went wrong',
  'We ran into an unexpected error',
  "Something's wong, can you try that again?",
] as const;

let genericIndex = 0;
/** The rotating generic error message of SPEC §8: each call returns the next one. */
export function genericMessage(): string {
  const message = GENERIC_MESSAGES[genericIndex % GENERIC_MESSAGES.length]!;
  genericIndex += 1;
  return message;
}

export const MESSAGES = {
  // SPEC §5 — forms and identity fields
  required: 'Required',
  atLeastTwoCharacters: 'At least 2 characters',
  noSpaces: 'No spaces please',
  slugCharacters: 'Can only contain: A-Z, 0-9, - and _',
  passwordTooShort: 'At least 6 characters',
  invalidEmail: 'Please enter a valid email',
  invalidUrl: 'Please enter a valid URL',
  invalidAnalyticsId: 'Please enter a valid ID',
  invalidAnalyticsDomain: 'Please enter a valid domain',
  twitterTooLong: 'At most 15 characters',
  cannotBeEmpty: 'Can not be empty',
  invalidTitle: 'Please enter a valid title',
  searchTermMissing: 'Please enter a search term',
  iframeSourceMissing: 'Unable to find iframe source attribute. Please try pasting the URL directly.',
  taken: "That one's already taken :(",
  takenToo: "Sorry, that's taken too",
  organizationTaken: 'That organization name is already taken',
  tooLong: (max: number) => `At most ${max} characters`,
  // Not worded by the SPEC: twitter characters and payment card fields
  twitterCharacters: 'Can only contain: A-Z, 0-9 and _',
  invalidCardNumber: 'Please enter a valid card number',
  invalidSecurityCode: 'Please enter a valid security code',
  invalidExpiry: 'Please enter a valid expiration date',
  cardExpired: 'This card has expired',
  // SPEC §8 — specific failures
  failedToSave: 'Failed to save',
  failedToDelete: 'Failed to delete',
  failedToRecover: 'Failed to recover',
  // Not worded by the SPEC: the deck lifecycle (trash, recover, delete for good)
  deckTrashed: (title: string) => `“${title}” moved to the trash`,
  deckRecovered: (title: string) => `“${title}” recovered`,
  deckDeleted: (title: string) => `“${title}” deleted for good`,
  confirmDeleteDeck: (title: string) => `Delete “${title}” for good? It cannot be recovered, and every link to it stops working.`,
  failedToChangeVisibility: 'Failed to change visibility',
  failedToCreateTheme: 'Failed to create theme',
  failedToSaveTheme: 'Failed to save theme',
  failedToRemoveTheme: 'Failed to remove theme',
  failedToLoadThemes: 'Failed to load themes',
  failedToLoadSlideTemplates: 'Failed to load slide templates',
  failedToSaveTemplate: 'Failed to save template',
  failedToFetchSearchResults: 'Failed to fetch search results',
  billingFetchError: 'An error occured while fetching your billing details, please try again.',
  embedPreventedByXFrameOptions: 'Embedding of this URL is prevented by the site owner (X-Frame-Options).',
  templatesLoadError: 'An error occurred while loading templates.',
  noLongerSignedIn: "It looks like you're no longer signed in to the product. Please open a new tab and sign in.",
  embedRestrictionFailed: 'Failed to save embed restriction',
  embedRestrictionSaved: 'Embed restriction saved',
  linkSettingsFailed: 'Unable to save link settings.',
  linkSettingsSaved: 'Link changes saved',
  failedToSendEmail: 'Failed to send email',
  imageRemoveError: 'An error occured while removing the image',
  deleteLinkConfirmation:
    'Are you sure you want to delete this link? It will stop working for anyone you have already shared it with.',
  unsavedChanges: {
    text: 'There are unsaved changes. Do you want to save?',
    cancel: 'Cancel',
    discard: 'Discard',
    save: 'Save changes',
  },
  // Sharing (SPEC §4/§8 leave these unworded; one place so UI and API agree)
  visibilityChanged: { self: 'Your deck is now private: only you can see it.', team: 'Your deck is now visible to your team.', all: 'Your deck is now public.' },
  publicDecksDisabled: 'Your team does not allow public decks. Share a link instead.',
  privateLinksNeedPro: 'Private links need a Pro or Enterprise plan.',
  embedWhitelistNeedsPro: 'Restricting embeds to domains needs a Pro or Enterprise plan.',
  deleteTokensNotAllowed: 'You are not allowed to delete links.',
  notifyNotAllowed: 'You are not allowed to turn on e-mail notifications.',
  linkPasswordRequired: 'This link is protected by a password.',
  linkPasswordWrong: 'That password is not correct.',
  emailShareSent: 'Email sent!',
  emailShareBusy: 'An email is already being sent. Please wait for it to finish.',
  emailShareNotAllowed: 'You cannot e-mail this deck.',
  emailShareTooManyRecipients: (max: number) => `You can e-mail a deck to at most ${max} people at once.`,
  emailShareDailyLimit: (max: number) => `You can e-mail decks to at most ${max} people a day. Please try again tomorrow.`,
  emailShareDeckLimit: 'This deck has been e-mailed many times in the last hour. Please try again later.',
  /** The product's fixed subject of a deck share e-mail (senders choose the message, never the subject). */
  deckShareSubject: 'A deck was shared with you on Podium',
  // Account flows (not worded by the SPEC; one place so UI and API agree)
  invalidCredentials: 'Invalid email/username or password.',
  accountDeactivated: 'This account has been deactivated.',
  currentPasswordWrong: 'Current password is incorrect',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  resetEmailSent: 'If an account exists for that address, we have sent a link to reset the password.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  csrfMissing: 'Invalid or missing CSRF token. Reload the page and try again.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  serviceUnavailable: 'Podium is briefly unavailable. Nothing you saved was lost; please try again in a few seconds.',
  notFound: 'Not found',
  signInRequired: 'Please sign in to continue.',
  noPermission: (action: string) => `You do not have permission to ${action} this deck.`,
  staleVersion: 'Someone else saved this deck in the meantime.',
  privateDecksNeedPaidPlan: 'Private decks need a paid plan. Upgrade to make this deck private.',
  teamDecksNeedEnterprise: 'Team visibility is only available to enterprise teams.',
  sessionExpired: 'Your session has expired. Please sign in again to continue.',
  imageTooLarge: (maxBytes: number) => `That image is too large. Images can be at most ${Math.round(maxBytes / 1048576)} MB.`,
  imageWrongType: 'Please choose a PNG, JPEG, GIF, WebP or SVG image.',
  imageMissing: 'Please choose an image to upload.',
  storageFull: 'Your media storage is full. Remove some media or upgrade for more space.',
  imageUploadTimedOut: 'The upload took too long and was stopped. Please try again.',
  // Plan-gated deck fields and input checks at the edge (not worded by the SPEC)
  customCssNeedsPro: 'Custom CSS is available on the Pro and Enterprise plans. Upgrade to style this deck with CSS.',
  themesNeedEnterprise: 'Themes are available to enterprise teams.',
  themeUnknown: 'That theme does not exist.',
  nulCharacter: 'Text cannot contain NUL characters.',
  numberOutOfRange: 'That number is out of range.',
  // Content blocks (not worded by the SPEC)
  videoUrlUnknown:
    'That link is not from a supported video site (YouTube, Vimeo, Loom, Wistia, Dailymotion, CodePen) or a video file (.mp4, .webm, .ogg, .mov).',
  videoTooLarge: (maxBytes: number) => `That video is too large. Videos can be at most ${Math.round(maxBytes / 1048576)} MB.`,
  videoWrongType: 'Please choose an MP4, WebM, Ogg or QuickTime video.',
  frameCheckPrivateAddress: 'Only public web addresses can be checked.',
  frameCheckUnreachable: 'That address could not be reached, so it may not show in the slide.',
  tableNeedsOneRow: 'A table needs at least one row.',
  tableNeedsOneColumn: 'A table needs at least one column.',
  tableTooLarge: (max: number) => `A table can have at most ${max} rows and ${max} columns.`,
  codeHighlightInvalid: 'Use line numbers like 1|2-3|4,6 (each | starts the next step).',
  mathEmpty: 'Type a TeX formula, for example e^{i\\pi} + 1 = 0.',
  // Import fidelity report (issue 14; not worded by the SPEC)
  fidelityReportTitle: 'Imported, with some changes',
  fidelityReportIntro: (count: number) =>
    `${count === 1 ? 'One thing' : `${count} things`} could not be brought in exactly as ${count === 1 ? 'it was' : 'they were'}. Check these slides:`,
  fidelityReportDeck: 'Whole deck',
  fidelityReportSlide: (slide: number) => `Slide ${slide}`,
  fidelityReportDismiss: 'Got it',
} as const;
