import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, MESSAGES, genericMessage } from './messages.js';

describe('genericMessage', () => {
  it('rotates through all three generic messages and starts over', () => {
    const calls = Array.from({ length: 6 }, () => genericMessage());
    // Three consecutive calls cover every message once, whatever the starting point.
    expect([...calls.slice(0, 3)].sort()).toEqual([...GENERIC_MESSAGES].sort());
    expect(calls.slice(3)).toEqual(calls.slice(0, 3));
    expect(calls[1]).not.toBe(calls[0]);
  });

  it('keeps the SPEC §8 wording, typo included', () => {
    expect(GENERIC_MESSAGES).toEqual([
      'Oops, something went wrong',
      'We ran into an unexpected error',
      "Something's wong, can you try that again?",
    ]);
  });
});

describe('MESSAGES', () => {
  // Quoted verbatim from SPEC §5 and §8: a changed character is a spec violation.
  const specWording: Array<[keyof typeof MESSAGES, string]> = [
    ['required', 'Required'],
    ['atLeastTwoCharacters', 'At least 2 characters'],
    ['noSpaces', 'No spaces please'],
    ['slugCharacters', 'Can only contain: A-Z, 0-9, - and _'],
    ['invalidEmail', 'Please enter a valid email'],
    ['invalidUrl', 'Please enter a valid URL'],
    ['invalidAnalyticsId', 'Please enter a valid ID'],
    ['invalidAnalyticsDomain', 'Please enter a valid domain'],
    ['cannotBeEmpty', 'Can not be empty'],
    ['invalidTitle', 'Please enter a valid title'],
    ['searchTermMissing', 'Please enter a search term'],
    ['iframeSourceMissing', 'Unable to find iframe source attribute. Please try pasting the URL directly.'],
    ['taken', "That one's already taken :("],
    ['takenToo', "Sorry, that's taken too"],
    ['failedToSave', 'Failed to save'],
    ['failedToDelete', 'Failed to delete'],
    ['failedToRecover', 'Failed to recover'],
    ['failedToChangeVisibility', 'Failed to change visibility'],
    ['failedToCreateTheme', 'Failed to create theme'],
    ['failedToSaveTheme', 'Failed to save theme'],
    ['failedToRemoveTheme', 'Failed to remove theme'],
    ['failedToLoadThemes', 'Failed to load themes'],
    ['failedToLoadSlideTemplates', 'Failed to load slide templates'],
    ['failedToSaveTemplate', 'Failed to save template'],
    ['failedToFetchSearchResults', 'Failed to fetch search results'],
    ['billingFetchError', 'An error occured while fetching your billing details, please try again.'],
    ['embedPreventedByXFrameOptions', 'Embedding of this URL is prevented by the site owner (X-Frame-Options).'],
    ['templatesLoadError', 'An error occurred while loading templates.'],
    ['noLongerSignedIn', "It looks like you're no longer signed in to the product. Please open a new tab and sign in."],
    ['embedRestrictionFailed', 'Failed to save embed restriction'],
    ['embedRestrictionSaved', 'Embed restriction saved'],
    ['linkSettingsFailed', 'Unable to save link settings.'],
    ['linkSettingsSaved', 'Link changes saved'],
    ['failedToSendEmail', 'Failed to send email'],
    ['imageRemoveError', 'An error occured while removing the image'],
    [
      'deleteLinkConfirmation',
      'Are you sure you want to delete this link? It will stop working for anyone you have already shared it with.',
    ],
  ];
  it.each(specWording)('%s is worded as in the SPEC', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('words the unsaved-changes prompt as in the SPEC', () => {
    expect(MESSAGES.unsavedChanges).toEqual({
      text: 'There are unsaved changes. Do you want to save?',
      cancel: 'Cancel',
      discard: 'Discard',
      save: 'Save changes',
    });
  });

  it.each([
    [1, 'At most 1 characters'],
    [200, 'At most 200 characters'],
    [2500, 'At most 2500 characters'],
  ])('tooLong(%i) → %j', (max, text) => {
    expect(MESSAGES.tooLong(max)).toBe(text);
  });

  it('gives every plain message a distinct, non-empty, trimmed text', () => {
    const texts = (Object.values(MESSAGES) as unknown[]).filter((value): value is string => typeof value === 'string');
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.trim()).toBe(text);
    }
    // Two keys with the same text would let UI and API drift apart unnoticed.
    expect(new Set(texts).size).toBe(texts.length);
  });
});
