import { describe, expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { isInfoGiven } from './required-info';

// Answers told early in forms of their own, read from the kind of question and the grammar of the answer.

const question = (description: string) => ({ title: 'Part', description });
const opening = question('To start, could you tell me a little about yourself?');
const closing = question('Is there anything else you would like to share?');
/** Whether `said` tells the one guide question between a warm-up and a closing question, at length. */
const tells = (description: string, said: string) => toldEarlier([opening, question(description), closing], [said])[1];

describe('advice as what they would say to someone who came to them', () => {
  test('a conditional with someone coming to them, then what they would say, in English, Spanish and German', () => {
    expect(
      tells('What would you tell someone thinking of a hearing test?', 'If my brother asked me about it, I’d say go before it gets worse.'),
    ).toBe('at-length');
    expect(
      tells('¿Qué le dirías a alguien que lo esté pensando?', 'Si una vecina me preguntara, le diría que no espere tanto como yo.'),
    ).toBe('at-length');
    expect(
      tells(
        'Was würden Sie jemandem raten, der darüber nachdenkt?',
        'Wenn mich ein Kollege fragt, würde ich ihm sagen, dass er nicht warten soll.',
      ),
    ).toBe('at-length');
  });

  test('a condition without advice is no advice', () => {
    expect(tells('What would you tell someone thinking of a hearing test?', 'If it rains, I drive.')).toBeNull();
  });
});

describe('what matters most and the one thing to change, in other words', () => {
  const MATTERS = 'What matters most to you when you choose a gym?';
  test('what they will not give up, or what outranks the rest', () => {
    expect(tells(MATTERS, 'The one thing I won’t compromise on is being able to go at six in the morning.')).toBe('at-length');
    expect(tells('¿Qué es lo más importante para ti cuando eliges un gimnasio?', 'Que abra temprano; lo demás me da lo mismo.')).toBe(
      'at-length',
    );
    expect(
      tells(
        'Was ist Ihnen am wichtigsten, wenn Sie ein Fitnessstudio wählen?',
        'Die Öffnungszeiten gehen mir vor, alles andere ist Nebensache.',
      ),
    ).toBe('at-length');
  });

  test('asked why as well, a cause and what it led to before it is the reason', () => {
    const WHY = 'Was ist Ihnen am wichtigsten, wenn Sie ein Fitnessstudio wählen, und warum?';
    expect(tells(WHY, 'Im alten Studio war es abends so voll, dass ich gekündigt habe. Platz geht mir vor.')).toBe('at-length');
    expect(tells(WHY, 'Im alten Studio war es abends voll. Platz geht mir vor.')).toBe('in-passing');
  });

  test('"I\'d just want a …" is the one thing they would change; "I want" about today is not', () => {
    const CHANGE = 'If you could change one thing about choosing a gym, what would it be?';
    expect(tells(CHANGE, 'Honestly I’d just want a price list on the website without ringing anyone.')).toBe('at-length');
    expect(tells(CHANGE, 'I want to go more often this year.')).toBeNull();
  });
});

describe('what gets in the way: the worst part said as what happened once only touches on it', () => {
  test('the worst part as an event of one occasion is not passed; the worst part as a step is', () => {
    const OBSTACLE = '¿Hay algo que te frustre o te ponga obstáculos cuando eliges un gimnasio?';
    expect(tells(OBSTACLE, 'Lo peor fue que el encargado me llamó cuatro veces para que no me diera de baja.')).not.toBe('at-length');
    expect(tells(OBSTACLE, 'Lo peor de todo fue la permanencia, que te atan un año entero.')).toBe('at-length');
    const IN_THE_WAY = 'What, if anything, gets in the way when you choose a gym?';
    expect(tells(IN_THE_WAY, 'The worst bit was that the manager phoned me twice to talk me out of it.')).not.toBe('at-length');
  });
});

describe('required info told in other words', () => {
  test('whether they paid themselves: a payment of their own, an insurer or a fund that carried it', () => {
    const EN = 'Whether they paid for it themselves';
    expect(isInfoGiven(EN, ['I paid £40 a session out of my own money.'])).toBe(true);
    expect(isInfoGiven(EN, ['It all went through the insurance from work.'])).toBe(true);
    expect(isInfoGiven('Si se lo pagaron ellos mismos', ['Lo cubrió el seguro de la empresa, no puse nada.'])).toBe(true);
    expect(isInfoGiven('Ob sie die Behandlung selbst bezahlt haben', ['Das lief alles über die Krankenkasse.'])).toBe(true);
  });

  test('paying attention, or how they paid, is not whether they paid', () => {
    const EN = 'Whether they paid for it themselves';
    expect(isInfoGiven(EN, ['I paid attention to what she said about posture.'])).toBe(false);
    expect(isInfoGiven(EN, ['You pay by card at the desk.'])).toBe(false);
  });

  test('when they last did it: "este invierno", "un sábado de marzo", in an account they took part in', () => {
    const WHEN = '¿Cuándo cambiaste de gimnasio por última vez?';
    expect(isInfoGiven(WHEN, ['Me cambié de gimnasio este invierno, cuando cerraron el de mi barrio.'])).toBe(true);
    expect(
      isInfoGiven(WHEN, [
        'Mi hijo vino un sábado de marzo, se sentó conmigo y miramos los precios. Me apuntó él en el nuevo mientras yo preparaba la comida.',
      ]),
    ).toBe(true);
    expect(isInfoGiven(WHEN, ['Mi hijo va los sábados. A mí no me apuntó nadie.'])).toBe(false);
  });
});
