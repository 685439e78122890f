import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, phrasesOf, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { type Language, type Q, told } from '../../../tests/support/told-question-guide';
import { toldEarlier } from './already-told';
import { familyOf } from './subject-families';
import { tellsStory } from './told-as-account';
import { opinionTold } from './told-as-opinion';
import { PRIORITY, WISH } from './told-as-priority';
import { BEGINNING } from './told-by-course';
import { NOWADAYS } from './told-by-outcome';
import { PERSISTENCE } from './told-by-persistence';

// Later guide questions the respondent answers early, in the grammar of the answer rather than the question's words:
// what matters, what annoys them and what they wish for said as they feel it now, the story told with what others did to
// them, the first season, the moment they nearly gave up, and what their days are like these days. Before these rules
// each answer below left its question to be asked again.

// A guide as "Create with AI" drafts it: the story, then what matters most, what gets in the way and the one thing to
// change (Spanish and German also ask why).
const DRAFTED: Record<Language, string[]> = {
  English: [
    'To start, could you tell me a little about yourself?',
    'Think back to when you last chose a childminder. Can you walk me through what happened, step by step?',
    'What matters most to you when you choose a childminder?',
    'What, if anything, gets in the way when you choose a childminder?',
    'If you could change one thing about choosing a childminder, what would it be?',
    'Is there anything else you would like to share that we have not talked about?',
  ],
  Spanish: [
    'Para empezar, ¿podrías contarme un poco sobre ti?',
    'Piensa en la última vez que elegiste una guardería. ¿Podrías contarme paso a paso qué pasó?',
    '¿Qué es lo más importante para ti cuando eliges una guardería, y por qué?',
    '¿Hay algo que te frustre o te ponga obstáculos cuando eliges una guardería?',
    'Si pudieras cambiar una sola cosa al elegir una guardería, ¿cuál sería y por qué?',
    '¿Hay algo más que quieras compartir?',
  ],
  German: [
    'Erzählen Sie mir zu Beginn doch bitte ein wenig über sich.',
    'Denken Sie an das letzte Mal, als Sie eine Kita ausgewählt haben. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
    'Was ist Ihnen am wichtigsten, wenn Sie eine Kita auswählen, und warum?',
    'Was stört Sie oder steht Ihnen im Weg, wenn Sie eine Kita auswählen?',
    'Wenn Sie eine einzige Sache ändern könnten, welche wäre das und warum?',
    'Gibt es noch etwas, das Sie teilen möchten?',
  ],
};
const drafted = (language: Language) => DRAFTED[language].map((description, i) => ({ title: `Part ${i + 1}`, description }));
const STORY = 1;
const MATTERS = 2;
const IN_THE_WAY = 3;
const CHANGE = 4;

describe('what matters, what gets in the way and the one thing to change, said as the respondent feels it now', () => {
  test('what it boils down to, a demand after a condition, what it is about for them', () => {
    for (const [language, said] of [
      ['English', 'Honestly, it all boils down to whether she knows my son by name after a week.'],
      ['English', 'For me it comes down to flexibility, because my shifts change every fortnight.'],
      ['Spanish', 'Si tengo una urgencia en el trabajo, que alguien me coja el teléfono a la primera, porque no puedo esperar.'],
      ['German', 'Mir geht es dabei um die Nähe: zehn Minuten zu Fuß, mehr nicht, weil ich kein Auto habe.'],
    ] as const)
      expect(toldEarlier(drafted(language), ['ok', said])[MATTERS], said).toBe('at-length');
  });

  test('what annoys them, said in the present', () => {
    for (const [language, said] of [
      ['English', 'The waiting lists drive me round the bend: nobody tells you where you are on them.'],
      ['English', 'It gets on my nerves that every one of them wants a different registration form.'],
      ['Spanish', 'Me ponen de los nervios las listas de espera, nadie te dice en qué puesto vas.'],
      ['Spanish', 'Me desespera que no contesten a los correos en semanas.'],
      ['German', 'Mich nervt dieses ewige Hin und Her mit den Anmeldeformularen.'],
      ['German', 'Am meisten ärgert mich, dass keiner zurückruft.'],
    ] as const)
      expect(toldEarlier(drafted(language), ['ok', said])[IN_THE_WAY], said).toBe('at-length');
  });

  test('what they wish others would do, or what the proper way would be', () => {
    for (const [language, said] of [
      ['English', 'I’d like councils to list every free place in one spot, updated weekly.'],
      ['English', 'I’d love all of the nurseries to publish their fees on the front page.'],
      ['Spanish', 'Lo suyo sería que hubiera una web con todas las plazas libres del barrio, porque así no llamas a ciegas.'],
    ] as const)
      expect(toldEarlier(drafted(language), ['ok', said])[CHANGE], said).toBe('at-length');
  });

  test('an outcome, a feeling that is no annoyance, a past demand or a want of their own tells none of them', () => {
    for (const [language, said] of [
      ['English', 'In the end it came down to two childminders on our street.'],
      ['English', 'The waiting list doesn’t drive me mad, it’s just how it is.'],
      ['English', 'I’d love to visit a few more before September.'],
      ['Spanish', 'Me molesta la espalda desde que cargo con la silla.'],
      ['Spanish', 'Si tenía fiebre, que lo recogiera su padre, me dijeron.'],
      ['Spanish', 'No me saca de quicio, la verdad, es lo normal.'],
      ['German', 'Uns stört das nicht, wir sind es gewohnt.'],
      ['German', 'Mir geht es gut, danke, die Kleine ist gesund.'],
    ] as const) {
      const verdicts = toldEarlier(drafted(language), ['ok', said]);
      expect([verdicts[MATTERS], verdicts[IN_THE_WAY], verdicts[CHANGE]], said).toEqual([null, null, null]);
    }
  });
});

describe('the walk-through question, told by a Spanish account of what others did to the respondent', () => {
  test('what they were given or told counts with what they did', () => {
    const said = 'Fui a ver tres guarderías, en la primera me dieron una lista de espera y en la segunda me ofrecieron plaza en junio.';
    expect(tellsStory(said)).toBe(true);
    expect(toldEarlier(drafted('Spanish'), ['ok', said])[STORY]).toBe('at-length');
  });

  test('two things done, or what others did among themselves, is no story of theirs', () => {
    expect(tellsStory('Fui a ver una guardería y me dieron un folleto.')).toBe(false);
    expect(tellsStory('Mi hermana eligió una guardería, la visitó y le gustó mucho.')).toBe(false);
  });
});

const FIRST_SEASON: Record<Language, Q> = {
  English: { title: 'Starting out', description: 'How did your first summer running the stall go?' },
  Spanish: { title: 'El comienzo', description: '¿Cómo fue tu primer verano con el puesto?' },
  German: { title: 'Der Anfang', description: 'Wie lief Ihre erste Saison im Verein?' },
};

describe('the first season, asked and told as the first weeks are', () => {
  test('the first season named, or the one that opened it, in English, Spanish and German', () => {
    for (const question of Object.values(FIRST_SEASON)) expect(familyOf(question)).toBe('beginning');
    expect(
      told('English', FIRST_SEASON.English, ['Our first spring we sold out of jam by ten every Saturday and I had to borrow jars.']),
    ).toBe('at-length');
    expect(told('Spanish', FIRST_SEASON.Spanish, ['El primer verano vendí poquísimo y estuve a punto de cerrar en agosto.'])).toBe(
      'at-length',
    );
    expect(told('German', FIRST_SEASON.German, ['In der ersten Saison habe ich fast jedes Spiel auf der Bank gesessen.'])).toBe(
      'at-length',
    );
  });

  test('a season that is not the first tells nothing of it', () => {
    expect(told('English', FIRST_SEASON.English, ['Last summer the rain kept everyone indoors.'])).toBeNull();
    expect(told('Spanish', FIRST_SEASON.Spanish, ['Este verano ha sido más tranquilo.'])).toBeNull();
    expect(told('German', FIRST_SEASON.German, ['Im letzten Sommer war es ruhiger.'])).toBeNull();
  });
});

const NEARLY_GAVE_UP: Record<Language, Q> = {
  English: { title: 'Setbacks', description: 'What went wrong, or almost made you give the whole thing up?' },
  Spanish: { title: 'Tropiezos', description: '¿Qué salió mal, o qué casi te hace dejarlo?' },
  German: { title: 'Rückschläge', description: 'Was lief schief, oder hätte Sie fast zum Aufgeben gebracht?' },
};

describe('what went wrong or nearly made them give up, told by the moment they nearly did', () => {
  test('asked with "give it up", "zum Aufgeben", and told by how close they came', () => {
    for (const question of Object.values(NEARLY_GAVE_UP)) expect(familyOf(question)).toBe('persistence');
    expect(told('English', NEARLY_GAVE_UP.English, ['Around Christmas I came within a whisker of throwing in the towel.'])).toBe(
      'at-length',
    );
    expect(told('English', NEARLY_GAVE_UP.English, ['After the flood we nearly walked away from it.'])).toBe('at-length');
    expect(told('German', NEARLY_GAVE_UP.German, ['Im Februar war ich kurz davor, alles hinzuschmeißen.'])).toBe('at-length');
  });

  test('someone else walking away, or a thing coming close, tells nothing of theirs', () => {
    expect(told('English', NEARLY_GAVE_UP.English, ['My partner came within an inch of walking away from his job.'])).toBeNull();
    expect(told('English', NEARLY_GAVE_UP.English, ['The river came close to the door in March.'])).toBeNull();
  });
});

const YOUR_WEEK: Record<Language, Q> = {
  English: { title: 'Your week', description: 'How has the new job changed your week?' },
  Spanish: { title: 'Tu semana', description: '¿Cómo te ha cambiado la semana el nuevo trabajo?' },
  German: { title: 'Ihre Woche', description: 'Was hat sich durch die neue Stelle in Ihrer Woche verändert?' },
};

describe('how it changed their week', () => {
  test('told by what their days are like these days, said of themselves', () => {
    expect(
      told('English', YOUR_WEEK.English, ['Nowadays the mornings start with a walk by the canal, and I’m out of the door by seven.']),
    ).toBe('at-length');
    expect(told('Spanish', YOUR_WEEK.Spanish, ['Hoy en día me levanto antes para aprovechar la tarde con los críos.'])).toBe('at-length');
    expect(told('German', YOUR_WEEK.German, ['Heutzutage gehe ich jeden Morgen vor der Arbeit eine Runde mit dem Hund.'])).toBe(
      'at-length',
    );
  });

  test('"these days" said of everyone, or of what they would do, tells nothing of it', () => {
    expect(told('English', YOUR_WEEK.English, ['These days everyone seems to work from home.'])).toBeNull();
    expect(told('German', YOUR_WEEK.German, ['Heute würde ich mir eher eine Teilzeitstelle suchen.'])).toBeNull();
  });

  test('a span of weeks is how long something lasted, not the week the question asks about', () => {
    expect(told('English', YOUR_WEEK.English, ['I was off sick for three weeks in spring with my back.'])).toBeNull();
    expect(told('Spanish', YOUR_WEEK.Spanish, ['Estuve dos semanas de baja en marzo por la espalda.'])).toBeNull();
    expect(told('German', YOUR_WEEK.German, ['Ich war im März drei Wochen krankgeschrieben.'])).toBeNull();
    // The week itself, or how often in it, still names it.
    expect(told('English', YOUR_WEEK.English, ['I only go in twice a week now.'])).not.toBeNull();
    expect(told('German', YOUR_WEEK.German, ['Ich fahre alle paar Wochen ins Büro.'])).not.toBeNull();
  });

  test('asked "how has … changed", in German too', () => {
    expect(familyOf({ title: 'Die Woche', description: 'Wie hat der Hund Ihre Woche verändert?' })).toBe('changed');
  });
});

test('reading what was said now, the first season, nearly giving up and these days takes linear time', () => {
  const questions = [...drafted('English'), FIRST_SEASON.English, NEARLY_GAVE_UP.English, YOUR_WEEK.English, FIRST_SEASON.German];
  const check = (text: string) => {
    toldEarlier(questions, [text]);
    opinionTold({ description: DRAFTED.Spanish[IN_THE_WAY]! }, [text]);
    tellsStory(text);
  };
  check('warm up');
  const pieces = [
    ...RESPONDENT_PIECES,
    ...[PRIORITY.tells, WISH.tells, BEGINNING.tells, PERSISTENCE.tells, NOWADAYS].flatMap((cue) => phrasesOf(cue.source)),
    'drive me round the bend',
    'me saca de quicio que',
    'mich nervt das',
    'me dieron',
  ];
  expect(firstSlowInput(backtrackingInputs(pieces, [100, 600]), check, 50)).toBeUndefined();
});
