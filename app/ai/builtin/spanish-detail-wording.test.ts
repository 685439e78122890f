import { expect, test } from 'vitest';

import { spanishPhraseDetails } from './detail-phrases';

const questions = (answer: string) => spanishPhraseDetails(answer).map((d) => d.question);

test('“al final”, “al principio”, “al menos”, “al lado de” are adverbs, not things to ask about', () => {
  // Before: "¿Podrías contarme más sobre el final firmas?"
  const said = 'Pediría las facturas de todo y no firmaría nada con prisas, que al final firmas papeles que ni lees.';
  for (const question of questions(said)) expect(question).not.toMatch(/\bel final\b/u);
  expect(questions('Al principio todo bien, al menos los dos primeros meses.').join(' ')).not.toMatch(/\bel (?:principio|menos)\b/u);
  // Before: "¿Podrías contarme más sobre el lado del botón de suscribirse?"
  const beside = 'Que la baja estuviera al lado del botón de suscribirse, con las mismas letras.';
  for (const question of questions(beside)) expect(question).not.toMatch(/\bel lado\b/u);
  // "al" before a noun is still read: "al club de running".
  expect(questions('Me apunté al club de running del barrio.')).toContain('¿Podrías contarme más sobre el club de running del barrio?');
});

test('a word that does not agree with the article is the next verb, not part of the noun', () => {
  // Before: "¿Podrías contarme más sobre los perros terminas?"
  const said = 'Con el barro y los perros terminas fregando el suelo cada tarde.';
  for (const question of questions(said)) expect(question).not.toMatch(/\bperros terminas\b/u);
  const feminine = 'Entre las maletas vamos cargando el coche desde el jueves.';
  for (const question of questions(feminine)) expect(question).not.toMatch(/\bmaletas vamos\b/u);
  // An adjective that agrees still belongs to its noun.
  expect(questions('Reservamos por las casas rurales del valle.').join(' ')).toMatch(/las casas rurales/u);
});
