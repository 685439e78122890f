import { expect, test } from 'vitest';

import { findTopics, isLogistics, splitList } from './topic-lists';

test('English: commas, semicolons, "and"/"or", bullets and "about …" phrases; clauses keep their own "and"', () => {
  expect(splitList('current supplier, ordering routine, quality problems, price sensitivity and switching triggers', 'English')).toEqual([
    'current supplier',
    'ordering routine',
    'quality problems',
    'price sensitivity',
    'switching triggers',
  ]);
  expect(findTopics('We will talk about delivery times; packaging, and returns or refunds.', 'English').topics).toEqual([
    'delivery times',
    'packaging',
    'returns',
    'refunds',
  ]);
  expect(findTopics('Topics:\n- Price and value\n* How they compare brands and shops', 'English').topics).toEqual([
    'Price',
    'value',
    'How they compare brands and shops',
  ]);
  expect(findTopics('Parents of children under 10 who cook at home; 20 minutes; chat.', 'English')).toEqual({
    topics: [],
    rest: ['Parents of children under 10 who cook at home'],
  });
});

test('Russian: lists joined by «и», «или», «а также» and what follows «о/про»', () => {
  expect(splitList('текущий поставщик, порядок заказа, проблемы с качеством, чувствительность к цене и причины смены', 'Russian')).toEqual([
    'текущий поставщик',
    'порядок заказа',
    'проблемы с качеством',
    'чувствительность к цене',
    'причины смены',
  ]);
  expect(findTopics('Поговорим про доставку, упаковку, а также возвраты.', 'Russian').topics).toEqual(['доставку', 'упаковку', 'возвраты']);
});

test('Spanish: lists joined by «y», «e», «o» and what follows «sobre»', () => {
  expect(splitList('el proveedor actual, la rutina de pedidos y los problemas de calidad', 'Spanish')).toEqual([
    'el proveedor actual',
    'la rutina de pedidos',
    'los problemas de calidad',
  ]);
  expect(findTopics('Hablaremos sobre el precio e ideas de mejora o cambios.', 'Spanish').topics).toEqual([
    'el precio',
    'ideas de mejora',
    'cambios',
  ]);
});

test('French: lists joined by «et», «ou», «ainsi que», with "du/des" turned back into articles', () => {
  expect(splitList('le fournisseur actuel, la routine de commande et les problèmes de qualité', 'French')).toEqual([
    'le fournisseur actuel',
    'la routine de commande',
    'les problèmes de qualité',
  ]);
  expect(findTopics('Nous parlerons du fournisseur actuel, des prix ainsi que de la livraison.', 'French').topics).toEqual([
    'le fournisseur actuel',
    'les prix',
    'la livraison',
  ]);
});

test('German: lists joined by «und», «oder», «sowie»', () => {
  expect(splitList('Aktueller Lieferant, Bestellroutine, Qualitätsprobleme, Preissensibilität und Wechselgründe', 'German')).toEqual([
    'Aktueller Lieferant',
    'Bestellroutine',
    'Qualitätsprobleme',
    'Preissensibilität',
    'Wechselgründe',
  ]);
  expect(findTopics('Wir sprechen über Lieferzeiten oder Verpackung sowie Rücksendungen.', 'German').topics).toEqual([
    'Lieferzeiten',
    'Verpackung',
    'Rücksendungen',
  ]);
});

test('Chinese: lists with 、，and 和/与/以及, and what follows 关于/包括', () => {
  expect(splitList('目前的供应商、订货习惯、质量问题、价格敏感度和更换供应商的原因', 'Chinese')).toEqual([
    '目前的供应商',
    '订货习惯',
    '质量问题',
    '价格敏感度',
    '更换供应商的原因',
  ]);
  expect(findTopics('访谈包括：配送时间，包装以及退货。', 'Chinese').topics).toEqual(['配送时间', '包装', '退货']);
});

test('Japanese: lists with 、 and と/や, and what comes before について', () => {
  expect(splitList('現在の仕入れ先、注文の習慣、品質の問題、価格への敏感さと切り替えのきっかけ', 'Japanese')).toEqual([
    '現在の仕入れ先',
    '注文の習慣',
    '品質の問題',
    '価格への敏感さ',
    '切り替えのきっかけ',
  ]);
  expect(findTopics('配送時間や梱包、返品について伺います。', 'Japanese').topics).toEqual(['配送時間', '梱包', '返品']);
});

test('items that only say how long the interview is or how it runs are not topics', () => {
  expect(isLogistics('20 minutes', 'English')).toBe(true);
  expect(isLogistics('a 30-minute video call', 'English')).toBe(true);
  expect(isLogistics('chat support quality', 'English')).toBe(false);
  expect(isLogistics('20 минут', 'Russian')).toBe(true);
  expect(isLogistics('30分', 'Japanese')).toBe(true);
});

test('a list in brackets joins the list, and a bracketed aside is left out of its item', () => {
  expect(
    splitList(
      'how they used to commute, what made them stop (price, bike availability, safety, weather), and what they use now',
      'English',
    ),
  ).toEqual(['how they used to commute', 'what made them stop', 'price', 'bike availability', 'safety', 'weather', 'what they use now']);
  expect(splitList('bakeries (small and independent), price', 'English')).toEqual(['bakeries', 'price']);
  expect(splitList('цена (особенно доставка), качество и сроки', 'Russian')).toEqual(['цена', 'качество', 'сроки']);
});

test('a sentence whose comma opens a relative clause says who takes part: it is no list of topics', () => {
  // "Erwachsene, die … Handytarif oder Anbieter gewechselt haben" splits into three short pieces at its comma and "oder".
  expect(
    findTopics('Erwachsene, die im letzten Jahr ihren Handytarif oder Anbieter gewechselt haben. 15 Minuten.', 'German').topics,
  ).toEqual([]);
  expect(findTopics('Eltern, deren Kinder in die Kita gehen oder bald gehen werden.', 'German').topics).toEqual([]);
  expect(findTopics('Adults, who changed their mobile plan, network or both in the last year.', 'English').topics).toEqual([]);
  expect(findTopics('Adultos, que cambiaron de tarifa, de compañía o de ambas en el último año.', 'Spanish').topics).toEqual([]);
  expect(findTopics('Adultes, qui ont changé de forfait, d’opérateur ou des deux.', 'French').topics).toEqual([]);
  expect(findTopics('Взрослые, которые сменили тариф, оператора или и то и другое.', 'Russian').topics).toEqual([]);
  // An article after a comma still starts a list item: the item ends on a noun.
  expect(findTopics('Preis, die Lieferung und der Service.', 'German').topics).toEqual(['Preis', 'die Lieferung', 'der Service']);
});

test('a length said in words is logistics, not a topic: "About fifteen minutes." is never drafted as a question', () => {
  expect(isLogistics('About fifteen minutes', 'English')).toBe(true);
  expect(isLogistics('a fifteen-minute chat', 'English')).toBe(true);
  expect(isLogistics('half an hour, online', 'English')).toBe(true);
  expect(isLogistics('Unos quince minutos', 'Spanish')).toBe(true);
  expect(isLogistics('Etwa fünfzehn Minuten', 'German')).toBe(true);
  expect(isLogistics('Environ quinze minutes', 'French')).toBe(true);
  expect(isLogistics('Примерно пятнадцать минут', 'Russian')).toBe(true);
  // Amounts without a unit of the interview's length say something of the study.
  expect(isLogistics('fifteen pets', 'English')).toBe(false);
  expect(isLogistics('two cars', 'English')).toBe(false);
  expect(
    findTopics('Parents who booked a holiday flat or cottage for a family trip in the last year. About fifteen minutes.', 'English').rest,
  ).toEqual(['Parents who booked a holiday flat or cottage for a family trip in the last year.']);
});
