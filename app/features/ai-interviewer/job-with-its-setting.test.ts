import { expect, test } from 'vitest';

import { introducesJobAndHome, namesJobInIntroduction } from './job-in-introduction';
import { missingInfo } from './required-info';

// Asked to say a little about themselves, respondents name their job with its shift, where it is done, or the
// employer after it. Before, each was followed by "What is your job or main daily activity?".
const ITEMS = ['How old are you?', 'What is your job or main daily activity?'];

test('a job said with its shift, its workplace or its employer is the job, in English, Spanish and German', () => {
  for (const reply of [
    'Late-shift porter at the General, so mornings are mine.',
    'Trainee accountant in Exeter, cycling, pub quiz on Thursdays.',
    'Senior consultant, NHS. Two teenagers at home.',
    'Conductora de autobús en la EMT, turnos partidos, dos gatos.',
    'Krankenpfleger in einem Hospiz in Kiel, Garten, Chor.',
    'Nachtschicht-Pförtner bei Siemens, sonst viel Fahrrad.',
  ]) {
    expect(namesJobInIntroduction(reply), reply).toBe(true);
    expect(missingInfo(ITEMS, [reply], [], 'English', [reply]), reply).not.toContain(ITEMS[1]);
  }
});

test('a parent, a home or a pastime with a place or a name after it says no job', () => {
  for (const reply of [
    'Proud parent, Leeds.',
    'Big apartment in Leeds, three kids.',
    'Keen gardener in the summer, two dogs.',
    'Mother in Leeds, two kids.',
    'Patient at the Royal for my knee, otherwise fine.',
  ])
    expect(namesJobInIntroduction(reply), reply).toBe(false);
});

test('a job with its setting, then where they live, introduces the respondent in reply to any question', () => {
  for (const said of [
    'Staff nurse, Royal Infirmary. We live in Dundee now.',
    'Cocinera en un colegio. Vivo en Getafe.',
    'Busfahrer bei der Rheinbahn. Ich wohne in Neuss.',
    // Before: "¿A qué te dedicas?" was asked after it.
    'Contable en una empresa de transportes, en Sevilla.',
    'Abogada en un despacho pequeño, en Vigo.',
  ])
    expect(missingInfo(ITEMS, [said], [], 'English', []), said).not.toContain(ITEMS[1]);
  // Someone they dealt with, named by a label, is not the respondent.
  for (const said of ['The manager, Tesco.', 'Estate agent, Foxtons. We used them twice.', 'Comimos en un bar, en Sevilla.'])
    expect(introducesJobAndHome(said), said).toBe(false);
});

test('a job label then the age introduces the respondent in reply to any question; a name then the age does not', () => {
  // Before: "Was machen Sie beruflich?" was asked after "Fachinformatiker, 27, wohne in Bochum."
  for (const said of ['Fachinformatiker, 27, wohne in Bochum.', 'delivery driver, 41, two kids', 'Krankenpflegerin, 33.'])
    expect(missingInfo(ITEMS, [said], [], 'German', []), said).not.toContain(ITEMS[1]);
  for (const said of ['Peter, 45, wohne in Bochum.', 'Walter, 61.', 'Alexander, 38', 'Rentner, 70 Euro im Monat'])
    expect(introducesJobAndHome(said), said).toBe(false);
});
