import { expect, test } from 'vitest';

import { namesJobBeforeLabels } from './job-in-introduction';
import { runsOwnBusiness } from './own-business';
import { isInfoGiven, missingInfo } from './required-info';

// Before, each of these was followed by "What is your job or main daily activity?".
const ITEMS = ['How old are you?', 'What is your job or main daily activity?'];

test('a job listed first before the family or the shifts, in reply to the warm-up, is the job', () => {
  for (const reply of [
    'plumber, 3 kids',
    'Night porter at a hotel in York, earlies mostly',
    'cocinera, dos hijos',
    'Conductor de autobús en Bilbao, turnos de noche',
    'Steuerberaterin in Kassel, alleinerziehend',
    'Altenpflegerin, Schichtdienst',
  ]) {
    expect(namesJobBeforeLabels(reply), reply).toBe(true);
    expect(missingInfo(ITEMS, [reply], [], 'English', [reply]), reply).not.toContain(ITEMS[1]);
  }
});

test('a list that opens with no trade, or a trade with no family or shifts after it, says no job', () => {
  for (const reply of ['Leeds, 2 kids', 'mother of two, married', 'madre, dos hijos', 'Mutter, zwei Kinder', 'price, mostly', 'teacher']) {
    expect(namesJobBeforeLabels(reply), reply).toBe(false);
  }
  expect(missingInfo(ITEMS, ['Leeds, 2 kids'], [], 'English', ['Leeds, 2 kids'])).toContain(ITEMS[1]);
});

test('a business one runs is the job, in German and Spanish', () => {
  for (const said of [
    'Ich habe eine eigene Physiopraxis in Gera, da ist im Winter viel los.',
    'Wir machen das jedes Jahr so, ich hab einen kleinen Malerbetrieb.',
    'Tengo una panadería en el barrio y madrugo mucho.',
    'Llevo un taller de bicis con mi cuñado.',
  ]) {
    expect(runsOwnBusiness(said), said).toBe(true);
    expect(isInfoGiven(ITEMS[1]!, [said]), said).toBe(true);
  }
});

test('owning a thing, or "llevo" of time, is no business', () => {
  for (const said of ['Ich habe einen kleinen Hund und zwei Kinder.', 'Llevo un año corriendo.', 'Tengo una hermana en Cádiz.']) {
    expect(runsOwnBusiness(said), said).toBe(false);
    expect(isInfoGiven(ITEMS[1]!, [said]), said).toBe(false);
  }
});
