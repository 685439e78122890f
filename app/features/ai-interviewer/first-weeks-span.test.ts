import { expect, test } from 'vitest';

import { BEGINNING } from './told-by-course';

// The first weeks told by a span of days that opens what the respondent went through. Before, the question about
// the first weeks was asked again.
test('a span of days or weeks that opens what they went through tells the first weeks', () => {
  for (const said of [
    'We got the puppy in May, and for two weeks I was up every three hours.',
    'Me apunté al gimnasio y durante diez días no podía ni peinarme.',
    'Mit dem neuen Fahrrad ging es los, und zwei Wochen lang hatte ich Muskelkater.',
  ]) {
    expect(BEGINNING.tells.test(said), said).toBe(true);
  }
});

test('a span said of anything else does not', () => {
  for (const said of [
    'We stayed for two weeks in a cottage by the sea.',
    'Estuvimos durante quince días en la costa.',
    'Wir waren drei Wochen lang in Italien.',
  ]) {
    expect(BEGINNING.tells.test(said), said).toBe(false);
  }
});
