import { expect, it } from 'vitest';
import { tsQueryText } from './searchTerms.js';
import { textRuns } from './searchDecks.js';

it('turns a term into tsquery words with the last as a prefix, dropping every operator character', () => {
  expect(tsQueryText("Reveal.js 'notes' & !x | y:*")).toEqual({ words: 'reveal & js & notes & x', prefix: 'y:*' });
  expect(tsQueryText('Zürich')).toEqual({ words: null, prefix: 'zürich:*' });
  expect(tsQueryText(' !&| ')).toBeNull();
});

it('splits ts_headline output into marked runs', () => {
  expect(textRuns('a \uE000b\uE001 c \uE000d\uE001')).toEqual([
    { text: 'a ', match: false }, { text: 'b', match: true }, { text: ' c ', match: false }, { text: 'd', match: true },
  ]);
});
