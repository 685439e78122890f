import { expect, test } from 'vitest';

import { opinionTold } from './told-as-opinion';

// What matters most, what gets in the way and the one thing to change, told early in idioms the cues did not hold.
// Before, each question was asked again.
const MATTERS = [
  { description: 'What matters most to you when you choose a childminder, and why?' },
  { description: '¿Qué es lo más importante para ti cuando eliges una guardería, y por qué?' },
  { description: 'Was ist Ihnen am wichtigsten, wenn Sie eine Tagesmutter auswählen, und warum?' },
];
const CHANGE = [
  { description: 'If you could change one thing about finding a childminder, what would it be?' },
  { description: 'Si pudieras cambiar una sola cosa al buscar guardería, ¿cuál sería?' },
  { description: 'Wenn Sie eine einzige Sache an der Suche ändern könnten, welche wäre das?' },
];
const IN_THE_WAY = { description: 'Was stört Sie oder steht Ihnen im Weg, wenn Sie eine Tagesmutter suchen?' };

test('what matters most, said as what it has to be whatever else, above everything, or "Hauptsache"', () => {
  expect(opinionTold(MATTERS[0]!, ['Whatever else, it has to be ten minutes from the station, because I commute.'])).not.toBeNull();
  expect(opinionTold(MATTERS[1]!, ['Para mí, por encima de todo, que estén cerca de casa, porque no conduzco.'])).not.toBeNull();
  expect(opinionTold(MATTERS[2]!, ['Hauptsache, die Kleine ist gern dort, weil sonst jeder Morgen ein Kampf ist.'])).not.toBeNull();
});

test('the one thing to change, said as what they would do if it were up to them', () => {
  expect(opinionTold(CHANGE[0]!, ['If it were up to me, every council would publish one list with the free places.'])).not.toBeNull();
  expect(opinionTold(CHANGE[1]!, ['Si de mí dependiera, habría una sola web con todas las plazas libres.'])).not.toBeNull();
  expect(opinionTold(CHANGE[2]!, ['Wenn es nach mir ginge, gäbe es eine Liste mit allen freien Plätzen.'])).not.toBeNull();
});

test('what drove them mad, in German', () => {
  expect(opinionTold(IN_THE_WAY, ['Zur Weißglut gebracht hat mich, dass keiner zurückgerufen hat.'])).not.toBeNull();
});

test('the same words in another use tell none of them', () => {
  expect(opinionTold(MATTERS[0]!, ['We looked at whatever else was on offer that week.'])).toBeNull();
  expect(opinionTold(MATTERS[2]!, ['Die Hauptsachen habe ich mit dem Jugendamt geklärt.'])).toBeNull();
  expect(opinionTold(CHANGE[0]!, ['I ran it past my husband, and we went for the one round the corner.'])).toBeNull();
  expect(opinionTold(CHANGE[2]!, ['Ich hatte nichts zu sagen, meine Frau hat das alles gemacht.'])).toBeNull();
});
