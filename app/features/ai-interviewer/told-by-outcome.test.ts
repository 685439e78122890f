import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, phrasesOf, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { CLOSING, OPENING, type Q, told } from '../../../tests/support/told-question-guide';
import { toldEarlier } from './already-told';
import { infoKind, missingInfo, plannedInfo } from './required-info';
import { familyOf } from './subject-families';
import { OUTCOME_FAMILIES } from './told-by-outcome';

// Later questions answered early in words that share nothing with them, read by the kind of question (how things
// changed for the respondent, how someone settled or something held up since, what they would do differently, who
// paid, how they chose, what they checked) and by what introductions and asides give of the required info. Before
// these rules each answer below left its question to be asked again (or its item to be asked for again).

describe('what changed for the respondent, said of themselves', () => {
  const QUESTION = {
    English: { title: 'Since the switch', description: 'How has working from home changed things for you?' },
    Spanish: { title: 'Para ti', description: '¿Qué ha cambiado para ti desde la jubilación?' },
    German: { title: 'Für Sie', description: 'Was hat sich für Sie seit dem Umzug aufs Land verändert?' },
  };
  const CHANGED = {
    English: 'I don’t sit in traffic for an hour any more, and I’ve got my mornings back.',
    Spanish: 'Ya no madrugo y he vuelto a pintar acuarelas por las tardes.',
    German: 'Ich pendle nicht mehr jeden Tag zwei Stunden und kann wieder im Garten sitzen.',
  };
  // What one could no longer do, which was the trouble, or what someone else no longer does, is no change for them.
  const NOT_CHANGED = {
    English: 'By then I couldn’t cope any more with the commute, and my neighbour no longer gave me lifts.',
    Spanish: 'Ya no puedo subir escaleras sola, por eso lo dejé.',
    German: 'Dass ich das Pendeln nicht mehr schaffe, war klar.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(language, () => {
      expect(familyOf(QUESTION[language])).toBe('changed');
      expect(told(language, QUESTION[language], [CHANGED[language]])).toBe('at-length');
      expect(told(language, QUESTION[language], [NOT_CHANGED[language]])).not.toBe('at-length');
    });
});

describe('how someone settled, or how something held up, since', () => {
  const SETTLED = {
    English: [
      { title: 'The new class', description: 'How did your son settle in with his new class?' },
      'He’s made two friends on the football team and sleeps better than he did all last year.',
    ],
    Spanish: [
      { title: 'Adaptación', description: '¿Cómo se fue adaptando tu hijo a la guardería?' },
      'Se ha hecho una amiga en su clase y ahora come mejor que en casa.',
    ],
    German: [
      { title: 'Eingewöhnung', description: 'Wie hat sich Ihre Tochter in der Kita eingewöhnt?' },
      'Sie isst dort inzwischen besser als zu Hause und malt jeden Tag.',
    ],
  } as const;
  const HELD_UP = {
    English: [
      { title: 'Since then', description: 'How has the washing machine held up since you bought it?' },
      'Not a single problem so far, touch wood.',
    ],
    Spanish: [
      { title: 'Desde entonces', description: '¿Qué tal te ha salido la caldera desde que la instalaron?' },
      'Sin averías en dos inviernos, toco madera.',
    ],
    German: [{ title: 'Seitdem', description: 'Wie hat sich das Fahrrad seit dem Kauf gemacht?' }, 'Zwei Jahre ohne Panne, toi toi toi.'],
  } as const;
  const NEITHER = {
    English: 'She cried at the gate on the first morning.',
    Spanish: 'El primer día lloró en la puerta.',
    German: 'Am ersten Morgen hat sie an der Tür geweint.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(language, () => {
      const [settledQuestion, settled] = SETTLED[language];
      const [heldUpQuestion, heldUp] = HELD_UP[language];
      expect(familyOf(settledQuestion)).toBe('since');
      expect(familyOf(heldUpQuestion)).toBe('since');
      expect(told(language, settledQuestion, [settled])).toBe('at-length');
      expect(told(language, heldUpQuestion, [heldUp])).toBe('at-length');
      expect(told(language, settledQuestion, [NEITHER[language]])).toBeNull();
    });
});

describe('what they would do differently, told as advice to themselves', () => {
  const QUESTION = {
    English: { title: 'Looking back', description: 'What would you do differently if you planned the trip again?' },
    Spanish: { title: 'Mirando atrás', description: '¿Qué harías de otra manera si volvieras a organizar la boda?' },
    German: { title: 'Rückblick', description: 'Was würden Sie bei der nächsten Renovierung anders machen?' },
  };
  const TOLD = {
    English: ['Next time I’d book the ferry months ahead instead of the week before.', 'Honestly? Sleep on it before paying anything.'],
    Spanish: ['Contrataría a un fotógrafo de verdad y no dejaría las invitaciones para el final.', 'La próxima vez, menos invitados.'],
    German: ['Beim nächsten Mal würde ich die Handwerker schriftlich festnageln.', 'Ich würde alles genauso machen.'],
  };
  // A hedge or a wish is no advice to oneself.
  const NOT_TOLD = {
    English: 'I’d say it went fine overall.',
    Spanish: 'Me gustaría que hubiera salido el sol.',
    German: 'Das Wetter war leider schlecht.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(language, () => {
      expect(familyOf(QUESTION[language])).toBe('hindsight');
      for (const said of TOLD[language]) expect(told(language, QUESTION[language], [said]), said).toBe('at-length');
      expect(told(language, QUESTION[language], [NOT_TOLD[language]])).toBeNull();
    });
});

describe('who paid, and how they chose or checked, told in other words', () => {
  test('who paid: a payer named, not how they paid', () => {
    const question = { title: 'Paying for it', description: 'Who paid for the new boiler?' };
    expect(familyOf(question)).toBe('payer');
    expect(told('English', question, ['The landlord’s insurance covered most of it and we chipped in the rest.'])).toBe('at-length');
    expect(told('English', question, ['We paid by bank transfer.'])).not.toBe('at-length');
  });

  test('a choice told by how far the place is', () => {
    expect(
      told('English', { title: 'Choosing', description: 'How did you choose the dentist you go to now?' }, [
        'It’s a ten minute walk from my flat.',
      ]),
    ).toBe('at-length');
    expect(
      told('Spanish', { title: 'La elección', description: '¿Cómo elegiste la guardería?' }, [
        'Está a cinco minutos de mi trabajo, así que fue fácil.',
      ]),
    ).toBe('at-length');
    // "ausgesucht" is chosen, not searched.
    const german = { title: 'Die Wahl', description: 'Wie haben Sie Ihren Zahnarzt ausgesucht?' };
    expect(familyOf(german)).toBe('choice');
    expect(told('German', german, ['Er sitzt zwei Minuten von meiner Arbeit entfernt, das war praktisch.'])).toBe('at-length');
  });

  test('where the respondent lives, said by how far it is, tells no choice', () => {
    // "Vivo en Zaragoza, ahora cerca de mi hijo" passed the removal guide's "walk me through how you chose" question.
    const english = { title: 'Choosing a nursery', description: 'How did you choose the nursery your son goes to?' };
    expect(told('English', english, ['I live in Leeds now, near my parents, and I work in a bakery.'])).toBeNull();
    expect(told('English', english, ['We picked the one ten minutes from my parents.'])).toBe('at-length');
    const spanish = { title: 'Elegir una guardería', description: '¿Cómo elegiste la guardería de tu hijo?' };
    expect(told('Spanish', spanish, ['Vivo en Burgos, ahora cerca de mis padres.'])).toBeNull();
    expect(told('Spanish', spanish, ['Cogimos la que está cerca de mis padres, por comodidad.'])).toBe('at-length');
    const german = { title: 'Die Wahl', description: 'Wie haben Sie die Kita ausgesucht?' };
    expect(told('German', german, ['Ich wohne in Kassel, in der Nähe von meiner Schwester.'])).toBeNull();
  });

  test('what they did to check it before paying', () => {
    const english = { title: 'Before signing', description: 'What did you do to check the flat before you signed?' };
    expect(familyOf(english)).toBe('checking');
    expect(told('English', english, ['I had a proper look at the boiler and ran every tap, then my dad looked it over too.'])).toBe(
      'at-length',
    );
    expect(
      told('Spanish', { title: 'Antes de firmar', description: '¿Qué hiciste para comprobar el piso antes de firmar?' }, [
        'Revisé todos los enchufes y abrí los grifos uno por uno, con calma.',
      ]),
    ).toBe('at-length');
    expect(
      told('German', { title: 'Vor dem Kauf', description: 'Was haben Sie getan, um das Fahrrad vor dem Kauf zu prüfen?' }, [
        'Ich habe mir die Schaltung genau angeschaut und bin eine Runde um den Block gefahren.',
      ]),
    ).toBe('at-length');
  });
});

describe('required info given in an introduction or an aside', () => {
  test('who pays is asked as who pays, and given by a payer named', () => {
    expect(infoKind('Who pays the nursing fees')).not.toBe('place');
    expect(missingInfo(['Who pays the nursing fees'], ['Dad covers it out of his pension.'], [])).toEqual([]);
    expect(missingInfo(['Quién paga el comedor'], ['Lo paga mi suegra, que insiste.'], [], 'Spanish')).toEqual([]);
    expect(
      missingInfo(['Wer die Kitagebühren zahlt'], ['Die Hälfte übernimmt der Arbeitgeber, den Rest zahlen wir.'], [], 'German'),
    ).toEqual([]);
    // How they pay is not who.
    expect(missingInfo(['Quién paga el comedor'], ['Pagamos con tarjeta cada mes.'], [], 'Spanish')).toEqual(['Quién paga el comedor']);
  });

  test('a town after the age and the job', () => {
    for (const [said, language, item] of [
      ['I’m 61, I drive a school bus, in Dundee.', 'English', 'City'],
      ['Fifty-three, dental nurse, Aberystwyth.', 'English', 'City'],
      ['Tengo 44 años, soy fontanero, en Cádiz.', 'Spanish', 'Ciudad'],
      ['Ich bin 38, Krankenpfleger, aus Rostock.', 'German', 'Wohnort'],
    ] as const)
      expect(missingInfo([item], [said], [], language), said).toEqual([]);
    // Retired, a trade, or a month is no town.
    for (const said of ['Ich bin 67, in Rente.', 'I’m 29, in retail.', 'I’m 45, I started in March.'])
      expect(missingInfo(['Age', 'City'], [said], []), said).toEqual(['City']);
  });

  test('a relative named in passing tells the family', () => {
    expect(missingInfo(['Family situation'], ['my grandson showed me how to use this'], [])).toEqual([]);
    expect(missingInfo(['Situación familiar'], ['me lo ha explicado mi cuñada'], [], 'Spanish')).toEqual([]);
    expect(missingInfo(['Familienstand'], ['meine Schwägerin hat mir dabei geholfen'], [], 'German')).toEqual([]);
    // A friend is no family.
    expect(missingInfo(['Family situation'], ['a friend showed me how to use this'], [])).toEqual(['Family situation']);
  });

  test('“Hijos adultos que …” describes who takes part, as “Adult children who …” does, and is not asked as the family', () => {
    expect(plannedInfo(['Edad', 'Hijos adultos que cuidan de su padre'], 'Spanish').map((p) => p.kind)).not.toContain('family');
  });
});

test('reading how things turned out in what the respondent said takes linear time', () => {
  const guide: Q[] = [
    ...OPENING.English,
    { title: 'For you', description: 'How has the move changed things for you?' },
    { title: 'Since', description: 'How has the car been since you bought it?' },
    { title: 'Next time', description: 'What would you do differently next time?' },
    { title: 'Fees', description: 'Who pays the fees?' },
    { title: 'Para ti', description: '¿Qué ha cambiado para ti desde entonces?' },
    { title: 'Revisarlo', description: '¿Qué hiciste para comprobar el estado del coche antes de pagar?' },
    { title: 'Seitdem', description: 'Wie hat sich das Auto seit dem Kauf gemacht?' },
    { title: 'Das nächste Mal', description: 'Was würden Sie beim nächsten Mal anders machen?' },
    CLOSING.English,
  ];
  const check = (text: string) => {
    toldEarlier(guide, [text]);
    missingInfo(['Who pays the fees', 'City', 'Family situation'], [text], []);
  };
  check('warm up');
  const pieces = [...RESPONDENT_PIECES, ...OUTCOME_FAMILIES.flatMap((family) => phrasesOf(family.tells.source))];
  expect(firstSlowInput(backtrackingInputs(pieces), check, 50)).toBeUndefined();
});
