import { expect, test } from 'vitest';

import { preteriteToTu } from './spanish-preterite';

test('a third-person preterite becomes the tú preterite, regular, stem-changed or strong', () => {
  const cases: [string, string][] = [
    ['cambiaron', 'cambiaste'],
    // An -iar verb ends in -ió like an -er or -ir verb; before, "cambió" gave "cambiste".
    ['cambió', 'cambiaste'],
    ['envió', 'enviaste'],
    ['comió', 'comiste'],
    ['subió', 'subiste'],
    ['dieron', 'diste'],
    ['eligieron', 'elegiste'],
    ['eligió', 'elegiste'],
    ['pidió', 'pediste'],
    ['sintieron', 'sentiste'],
    ['consiguieron', 'conseguiste'],
    // Before, asked when they last did it: "¿Cuándo fue la última vez que durmiste …?".
    ['durmieron', 'dormiste'],
    ['murió', 'moriste'],
    ['tuvieron', 'tuviste'],
    ['hizo', 'hiciste'],
    ['dijeron', 'dijiste'],
    ['fueron', 'fuiste'],
    ['dio', 'diste'],
    ['Compraron', 'compraste'],
  ];
  for (const [third, tu] of cases) expect(preteriteToTu(third), third).toBe(tu);
});

test('a word that is no third-person preterite has none', () => {
  for (const word of ['corren', 'compra', 'eligen', 'son', 'casa', 'yo']) expect(preteriteToTu(word), word).toBeNull();
});
