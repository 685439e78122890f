import { expect, test } from 'vitest';

import { introducesJob } from './introduced-job';
import { missingInfo } from './required-info';

// An introduction gives the job in words no list of trades holds. Before, each of these was followed by "What do
// you do for a living?" / "¿A qué te dedicas?" (missingInfo kept 'Occupation').

test('what one does at a place, right after one’s age, is the job, in English and Spanish', () => {
  const introductions = [
    'Fifty-two in May. I stack shelves on nights at Tesco.',
    'Thirty-one, teach chemistry at a secondary, still in Sheffield.',
    'I’m 27, pull pints for a living at the Crown.',
    '31 tacos, doy química en un instituto, sigo en Granada.',
    '52 en mayo. Repongo estanterías de noche en un súper.',
    'Tengo 38 años, soy técnico de sistemas y vivo en Vitoria.',
    'Tengo 24 años, soy administrativo en una gestoría en Alicante.',
  ];
  for (const text of introductions) {
    expect(introducesJob(text), text).toBe(true);
    expect(missingInfo(['Age', 'Occupation'], [text], []), text).not.toContain('Occupation');
  }
});

test('where one lives, who one lives with, or a message that does not open with the age gives no job', () => {
  for (const text of [
    'Thirty-one, still living at my mum’s in Sheffield.',
    'I’m 40, married with two kids at a local primary.',
    'Tengo 38 años, vivo en un piso en Vitoria.',
    '52 en mayo. Soy de Burgos.',
    'I looked at three schools before I chose one.',
    'Miré tres autoescuelas en Google.',
  ]) {
    expect(introducesJob(text), text).toBe(false);
  }
});

test('a job said as what one does, or in a word, after the age, in English, Spanish and German', () => {
  // Before, each was followed by "What do you do for a living?", "¿A qué te dedicas?", "Was machen Sie beruflich?".
  for (const text of [
    'I’m 33, I do the books for a car garage.',
    'I’m 35, I teach year 2 in Stockport.',
    'I’m 31, paramedic, we live just outside York',
    'Twenty-nine, I fit kitchens, based in Ipswich.',
    'Tengo 33, llevo la contabilidad de un taller mecánico.',
    'Tengo 35 y soy maestra de primaria en Murcia.',
    'Veintinueve, monto cocinas, tiro por Castellón.',
    'Ich bin 33 und mache die Buchhaltung für eine Kfz-Werkstatt.',
    'Ich bin 35 und Grundschullehrerin in Kiel.',
  ]) {
    expect(introducesJob(text), text).toBe(true);
    expect(missingInfo(['Age', 'Occupation'], [text], []), text).not.toContain('Occupation');
  }
  // Liking, a family status, or where one lives is no job.
  for (const text of ['I’m 35, I love dogs.', 'I’m 31, married, two kids.', 'Ich bin 35 und wohne in Kiel.', 'Tengo 35 y vivo en Murcia.'])
    expect(introducesJob(text), text).toBe(false);
});

test('a job said as such needs no age before it: a German trade at a workplace, studying, driving or teaching for a living', () => {
  // Before: each was followed by "What is your job?" or "Was ist Ihr Beruf?".
  for (const said of [
    'Ich bin Lageristin bei einer Spedition in Hof, und abends gehe ich schwimmen.',
    'Ich studiere Maschinenbau in Aachen.',
    'Ich fahre Taxi in Leipzig, meistens nachts.',
    'I drive a bus in Leeds, mostly lates.',
    'I teach maths at a college in Derby.',
    'Doy clases de piano en un conservatorio de Jaén.',
    'Soy autónoma, hago traducciones desde casa.',
  ])
    expect(introducesJob(said), said).toBe(true);
  for (const said of [
    'Ich bin Mutter von zwei Kindern.',
    'Ich fahre Rad in die Stadt.',
    'I drive to the shops on Saturdays.',
    'Ich bin Mitglied im Turnverein.',
  ])
    expect(introducesJob(said), said).toBe(false);
});
