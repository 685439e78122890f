import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { familyOf } from './subject-families';

// "What has kept you going, and was there a moment you nearly stopped?" told early by the moment they nearly gave up.
// Before, the question had no family and was asked again.
const GUIDE = {
  English: [
    { title: 'Introduction', description: 'Tell me a little about yourself.' },
    { title: 'Starting', description: 'What got you into the choir?' },
    { title: 'Sticking with it', description: 'What has kept you going, and was there a moment you nearly stopped?' },
    { title: 'Anything else', description: 'Is there anything else you would like to add?' },
  ],
  Spanish: [
    { title: 'Presentación', description: 'Cuéntame un poco sobre ti.' },
    { title: 'El inicio', description: '¿Qué te llevó al coro?' },
    { title: 'Seguir', description: '¿Qué te ha hecho seguir, y hubo algún momento en que casi lo dejas?' },
    { title: 'Cierre', description: '¿Hay algo más que quieras añadir?' },
  ],
  German: [
    { title: 'Einstieg', description: 'Erzählen Sie mir etwas über sich.' },
    { title: 'Der Anfang', description: 'Wie sind Sie zum Chor gekommen?' },
    { title: 'Dranbleiben', description: 'Was hat Sie dabeibleiben lassen, und gab es einen Moment, in dem Sie fast aufgehört hätten?' },
    { title: 'Abschluss', description: 'Möchten Sie noch etwas ergänzen?' },
  ],
};

test('the moment they nearly gave up tells what kept them going, in English, Spanish and German', () => {
  for (const questions of Object.values(GUIDE)) expect(familyOf(questions[2]!)).toBe('persistence');
  expect(toldEarlier(GUIDE.English, ['After my knee op I came close to giving up, but the Christmas concert pulled me back.'])[2]).toBe(
    'at-length',
  );
  expect(toldEarlier(GUIDE.Spanish, ['En verano estuve a punto de dejarlo, pero la directora me dio un solo.'])[2]).toBe('at-length');
  expect(toldEarlier(GUIDE.German, ['Nach dem Umzug war ich kurz davor, aber die anderen haben mich angerufen.'])[2]).toBe('at-length');
});

test('stopping said of something else, or of someone else, does not tell it', () => {
  expect(toldEarlier(GUIDE.English, ['The bus nearly stopped outside the hall, which was handy.'])[2]).toBeNull();
  expect(toldEarlier(GUIDE.Spanish, ['Mi amiga lo dejó en enero porque se mudó.'])[2]).toBeNull();
  expect(toldEarlier(GUIDE.German, ['Meine Nachbarin hat im Winter aufgehört.'])[2]).toBeNull();
});
