import { describe, expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { familyOf } from './subject-families';

// The later questions of a guide about something taken up (the first day, what they get out of it, what was hard or
// nearly made them stop, advice to a friend), told early in one long account of the respondent's own words. Before,
// each of them was asked again.
const GUIDE = {
  English: [
    { title: 'About you', description: 'Tell me a little about yourself.' },
    { title: 'Starting', description: 'How did you come to join the choir?' },
    { title: 'First day', description: 'What was your first day like?' },
    { title: 'What it gives you', description: 'What do you get out of it?' },
    { title: 'Hard times', description: 'What has been hard, or nearly made you stop?' },
    { title: 'Advice', description: 'What would you tell a friend who is thinking of joining?' },
  ],
  Spanish: [
    { title: 'Sobre ti', description: 'Cuéntame un poco sobre ti.' },
    { title: 'El inicio', description: '¿Cómo llegaste al coro?' },
    { title: 'El primer día', description: '¿Cómo fue tu primer día?' },
    { title: 'Lo que te da', description: '¿Qué te aporta?' },
    { title: 'Lo difícil', description: '¿Qué te ha costado más, o casi te hace dejarlo?' },
    { title: 'Consejo', description: '¿Qué le dirías a una amiga que se lo está pensando?' },
  ],
  German: [
    { title: 'Zur Person', description: 'Erzählen Sie mir etwas über sich.' },
    { title: 'Der Anfang', description: 'Wie sind Sie zum Chor gekommen?' },
    { title: 'Der erste Tag', description: 'Wie war Ihr erster Tag?' },
    { title: 'Was es bringt', description: 'Was gibt Ihnen das Singen?' },
    { title: 'Was schwer war', description: 'Was war schwierig, oder hätte Sie fast zum Aufhören gebracht?' },
    { title: 'Rat', description: 'Was würden Sie jemandem raten, der überlegt mitzumachen?' },
  ],
};

test('the first day, what they get out of it and what nearly made them stop are asked as such, in three languages', () => {
  for (const questions of Object.values(GUIDE)) {
    expect(familyOf(questions[2]!)).toBe('beginning');
    expect(familyOf(questions[3]!)).toBe('benefit');
    expect(familyOf(questions[4]!)).toBe('persistence');
  }
  expect(familyOf({ title: 'Gains', description: 'What has singing given you?' })).toBe('benefit');
});

describe('told in one long account', () => {
  test('English', () => {
    const said = [
      'A neighbour dragged me along to the community choir in January. The first time I went I stood at the back miming because I could not read a note of the music. ' +
        'After the spring concert I told my husband I wasn’t going back, the alto section had laughed at me. ' +
        'What keeps me coming back is the tea afterwards and the women I sit with, I had nobody to talk to before.',
    ];
    expect(toldEarlier(GUIDE.English, said).slice(2, 5)).toEqual(['at-length', 'at-length', 'at-length']);
  });

  test('Spanish', () => {
    const said = [
      'Me apunté al coro del barrio porque una vecina insistió mucho. La primera vez que fui me tocó cantar sola delante de todos y me temblaban las piernas. ' +
        'Después del concierto de Navidad le dije a mi hermana que no volvía, porque el director me corrigió a gritos. ' +
        'Lo que me llevo es la gente, las cenas de los jueves y que ya no paso las tardes sola en casa.',
    ];
    expect(toldEarlier(GUIDE.Spanish, said).slice(2, 5)).toEqual(['at-length', 'at-length', 'at-length']);
  });

  test('German', () => {
    const said = [
      'Meine Nachbarin hat mich zum Chor mitgenommen, weil da Männerstimmen fehlen. Beim ersten Mal hat mich der Chorleiter gleich vorsingen lassen, mitten vor allen. ' +
        'Nach dem Konzert hab ich meiner Frau gesagt, ich geh da nicht mehr hin, so peinlich war mir das. ' +
        'Das Schönste ist, dass ich jetzt jeden Dienstag mit Leuten lache, die ich vorher gar nicht kannte. ' +
        'Wer überlegt: einfach mal zur Probe kommen und hinten zuhören, niemand muss gleich vorsingen.',
    ];
    expect(toldEarlier(GUIDE.German, said).slice(2)).toEqual(['at-length', 'at-length', 'at-length', 'at-length']);
  });
});

describe('what must not count', () => {
  test('a first thing named, advice put as the best thing, or someone else not going back', () => {
    const english = toldEarlier(GUIDE.English, [
      'The first flat we viewed had a choir practising upstairs, and the best thing is to go in the evening when they rehearse. ' +
        'My sister told me she wasn’t going back to her old choir after the row about the robes, and Mum told me I wasn’t going back to ballet.',
    ]);
    for (const told of english.slice(2, 5)) expect(told).not.toBe('at-length');
    const spanish = toldEarlier(GUIDE.Spanish, [
      'El primer dentista que vi me cobró ochenta euros, y lo mejor es llamar antes de ir para que no te hagan esperar. ' +
        'Mi hermana dijo que no volvía a ese coro nunca.',
    ]);
    for (const told of spanish.slice(2, 5)) expect(told).not.toBe('at-length');
    const german = toldEarlier(GUIDE.German, [
      'Wer da arbeitet, weiß Bescheid, und der erste Chorleiter war mein Onkel, der hat die Noten immer selbst kopiert. ' +
        'Meine Schwester hat gesagt, sie geht da nicht mehr hin.',
    ]);
    for (const told of german.slice(2)) expect(told).not.toBe('at-length');
  });
});
