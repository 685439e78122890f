import { describe, expect, test } from 'vitest';

import { infoQuestion } from '~/ai/builtin/info-questions';

import { toldEarlier } from './already-told';
import { introducesJob } from './introduced-job';
import { missingInfo } from './required-info';
import { stanceOnDoingAgain } from './told-by-intent';

// Later questions answered early by what the respondent did or what happened to them, not by a word of the question:
// each of these was asked afresh (or skipped on a false reading) before the rules they test.

type Q = { title: string; description: string };
const guide = (...questions: Q[]): Q[] => [
  { title: 'Warm-up', description: 'Could you tell me a little about yourself?' },
  { title: 'The people', description: 'Who went with you?' },
  ...questions,
  { title: 'Anything else', description: 'Is there anything else you would like to add?' },
];
/** What toldEarlier makes of the one question under test (after the warm-up and an unrelated question). */
const told = (question: Q, said: string[]) => toldEarlier(guide(question), said)[2];

describe('told by the deed', () => {
  test('doing it again, already done: a verdict', () => {
    const again = { title: 'Coming back', description: 'Would you book with that hotel again?' };
    expect(told(again, ['We have since booked two more weekends there with the kids.'])).toBe('at-length');
    expect(told(again, ['We’ve already booked a second stay again for the autumn.'])).toBe('at-length');
    expect(
      told({ title: 'Repetir', description: '¿Volverías a comprar en esa tienda?' }, [
        'Desde entonces ya les he pedido otra cosa de nuevo.',
      ]),
    ).toBe('at-length');
    expect(stanceOnDoingAgain(['Ich habe seitdem schon wieder zweimal dort gebucht.'])).toBe('yes');
    // Its noun alone ("the booking reference") says nothing of coming back, and is not "touched on".
    expect(told(again, ['I had to read out the booking reference three times to the receptionist.'])).toBeNull();
  });

  test('advice, already given by recommending it', () => {
    const advice = { title: 'For others', description: 'What would you tell a friend who is thinking of joining?' };
    expect(told(advice, ['I’ve already persuaded my brother into joining the Tuesday group with me.'])).toBe('at-length');
    expect(
      told({ title: 'Consejo', description: '¿Qué le dirías a una amiga que piensa apuntarse?' }, [
        'Ya he convencido a dos compañeras del trabajo para el curso que viene.',
      ]),
    ).toBe('at-length');
    expect(
      told({ title: 'Rat', description: 'Was würden Sie einer Freundin sagen, die überlegt mitzumachen?' }, [
        'Meinen Schwager hab ich schon überredet, im Frühjahr auch mitzumachen.',
      ]),
    ).toBe('at-length');
  });

  test('a cost told as none', () => {
    const cost = { title: 'What it cost', description: 'What did the repair end up costing you?' };
    expect(told(cost, ['The warranty covered it, so it never cost me a penny.'])).toBe('at-length');
    expect(told({ title: 'Coste', description: '¿Qué te acabó costando la reparación?' }, ['Lo cubría la garantía, no pagué nada.'])).toBe(
      'at-length',
    );
    expect(
      told({ title: 'Kosten', description: 'Was hat Sie die Reparatur am Ende gekostet?' }, [
        'Die Garantie hat alles übernommen, ich hab keinen Cent bezahlt.',
      ]),
    ).toBe('at-length');
    // Said with no price word of its own.
    expect(told(cost, ['The warranty covered it, so the whole thing was free of charge.'])).toBe('at-length');
    expect(
      told({ title: 'Coste', description: '¿Qué te acabó costando la reparación?' }, ['Lo cubría la garantía, así que fue sin coste.']),
    ).toBe('at-length');
  });

  test('a feeling told by what it did to them', () => {
    const feeling = { title: 'The first day', description: 'How did you feel on the first day?' };
    expect(told(feeling, ['When they called my name I went bright red and my heart was pounding.'])).toBe('at-length');
    expect(
      told({ title: 'El primer día', description: '¿Cómo te sentiste el primer día?' }, [
        'Cuando dijeron mi nombre me puse roja y casi me echo a llorar.',
      ]),
    ).toBe('at-length');
    expect(
      told({ title: 'Der erste Tag', description: 'Wie haben Sie sich am ersten Tag gefühlt?' }, [
        'Ich bin knallrot geworden, als ich dran war.',
      ]),
    ).toBe('at-length');
  });

  test('how they got someone to act, told by the means', () => {
    const means = { title: 'Getting it fixed', description: 'How did you get the landlord to send someone?' };
    expect(told(means, ['I filled in the maintenance form on their website and a courier brought the part two days later.'])).toBe(
      'at-length',
    );
  });
});

describe('what tells no cost', () => {
  const cost = { title: 'What it cost', description: 'What did the repair end up costing you, in money or in time?' };
  test('the price paid before the story, money that came back, a battery charging, a question', () => {
    expect(told(cost, ['I’d paid £450 for the washing machine, which made it worse.'])).toBeNull();
    expect(
      told({ title: 'Kosten', description: 'Was hat Sie die Reparatur am Ende gekostet?' }, [
        'Ich hatte 450 Euro bezahlt, das hat mich geärgert.',
      ]),
    ).toBeNull();
    expect(told(cost, ['In the end the full £450 came back to my card.'])).toBeNull();
    expect(told(cost, ['The laptop stopped charging after a week.'])).toBeNull();
    expect(told(cost, ['Can they charge me a call-out fee for that?'])).toBeNull();
    // What it cost them is told, with or without a price of the thing beside it.
    expect(told(cost, ['The call-out fee cost me £60 and a day off work.'])).toBe('at-length');
  });
});

describe('required info', () => {
  test('a job at the wheel or at one’s own shop, after the age', () => {
    expect(introducesJob('I’m 47, I drive a delivery van for a bakery in Hull.')).toBe(true);
    expect(introducesJob('Tengo 39 años y llevo una librería en Cádiz.')).toBe(true);
    // Driving somewhere is how they get about.
    expect(introducesJob('I’m 47, I drive to the coast most weekends.')).toBe(false);
  });

  test('a count and a refund, given in other words', () => {
    expect(missingInfo(['How many weeks it ran'], ['It was £90 for eight weeks.'], [])).toEqual([]);
    expect(missingInfo(['Cuántas semanas duró el curso'], ['Fueron seis semanas, los martes.'], [], 'Spanish')).toEqual([]);
    expect(missingInfo(['Wie viele Wochen der Kurs lief'], ['Zehn Wochen, immer donnerstags.'], [], 'German')).toEqual([]);
    expect(missingInfo(['Whether they got a refund'], ['They put the money back on my card after a week.'], [])).toEqual([]);
    expect(missingInfo(['Si les devolvieron el dinero'], ['Al final nos devolvieron el dinero.'], [], 'Spanish')).toEqual([]);
    expect(missingInfo(['Ob sie ihr Geld zurückbekommen haben'], ['Das Geld kam nach einer Woche zurück.'], [], 'German')).toEqual([]);
    // Not said: still asked.
    expect(missingInfo(['How many weeks it ran'], ['It was a pottery class at the college.'], [])).toEqual(['How many weeks it ran']);
  });

  test('an item written as an indirect question is asked as a question, in the respondent’s person, never quoted', () => {
    expect(infoQuestion('Cuántas semanas duró el curso', 'other', 'Spanish')).toBe('¿Puedo preguntarte cuántas semanas duró el curso?');
    expect(infoQuestion('Si les devolvieron el dinero', 'other', 'Spanish')).toBe('¿Puedo preguntarte si te devolvieron el dinero?');
    // The respondent's own verb is said to them: before, "¿Puedo preguntarte si habían tenido perro antes?".
    expect(infoQuestion('Si habían tenido perro antes', 'other', 'Spanish')).toBe('¿Puedo preguntarte si habías tenido perro antes?');
    expect(infoQuestion('Cuánto pagaron por el curso', 'other', 'Spanish')).toBe('¿Puedo preguntarte cuánto pagaste por el curso?');
    expect(infoQuestion('Si se dieron de baja', 'other', 'Spanish')).toBe('¿Puedo preguntarte si te diste de baja?');
    // A stem that changed in the third person takes its vowel back: before, "si eligiste" and "cuánto pidiste".
    expect(infoQuestion('Si eligieron una tarifa fija', 'other', 'Spanish')).toBe('¿Puedo preguntarte si elegiste una tarifa fija?');
    expect(infoQuestion('Si siguieron con su compañía', 'other', 'Spanish')).toBe('¿Puedo preguntarte si seguiste con tu compañía?');
    expect(infoQuestion('Si tuvieron que pagarla', 'other', 'Spanish')).toBe('¿Puedo preguntarte si tuviste que pagarla?');
    expect(infoQuestion('Cuántas personas viven en casa', 'other', 'Spanish')).toBe('¿Puedo preguntarte cuántas personas viven en casa?');
    expect(infoQuestion('Wie lange der Kurs lief', 'other', 'German')).toBe('Darf ich noch fragen, wie lange der Kurs lief?');
    expect(infoQuestion('Ob sie ihr Geld zurückbekamen', 'other', 'German')).toBe('Darf ich noch fragen, ob Sie Ihr Geld zurückbekamen?');
    expect(infoQuestion('Quand le cours a commencé', 'other', 'French')).toBe('Puis-je vous demander quand le cours a commencé ?');
  });
});
