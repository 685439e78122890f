import { expect, test } from 'vitest';

import { opinionTold } from './told-as-opinion';

// What gets in the way told as the worst of it, a state ("nobody could say …"), or as what annoyed them before a colon,
// and the one thing to change told as what they would have liked. Before, both questions were asked again.
const OBSTACLE = {
  English: { description: 'What, if anything, gets in the way when you hire a builder?' },
  German: { description: 'Was stört Sie oder steht Ihnen im Weg, wenn Sie einen Handwerker suchen?' },
};
const WISH = {
  English: { description: 'If you could change one thing about hiring a builder, what would it be?' },
  Spanish: { description: 'Si pudieras cambiar una sola cosa al contratar una reforma, ¿cuál sería?' },
  German: { description: 'Wenn Sie eine einzige Sache daran ändern könnten, welche wäre das?' },
};

test('the worst of it said as a state, and what annoyed them before a colon, tell what gets in the way', () => {
  expect(opinionTold(OBSTACLE.English, ['The worst of it was that none of them would put a finish date in writing.'])).not.toBeNull();
  expect(opinionTold(OBSTACLE.English, ['The worst of it was not knowing who would actually turn up.'])).not.toBeNull();
  expect(opinionTold(OBSTACLE.German, ['Was mich wirklich genervt hat: niemand wollte einen Termin zusagen.'])).not.toBeNull();
});

test('the worst of it said as what happened once only touches on it', () => {
  expect(opinionTold(OBSTACLE.English, ['The worst of it was that the plumber rang me at six in the morning.'])).toBeNull();
  expect(opinionTold(OBSTACLE.German, ['Was mich gewundert hat: der Meister kam pünktlich.'])).toBeNull();
});

test('what they would have liked tells the one thing to change, in three languages', () => {
  expect(opinionTold(WISH.English, ['I’d have liked one person to ring instead of three different foremen.'])).not.toBeNull();
  expect(opinionTold(WISH.Spanish, ['Me habría gustado tener un calendario de obra desde el primer día.'])).not.toBeNull();
  expect(opinionTold(WISH.German, ['Wir hätten gern einen festen Ansprechpartner gehabt, statt jeden Tag jemand anderen.'])).not.toBeNull();
});

test('nearly doing something, or what someone else would have liked, is no wish', () => {
  expect(opinionTold(WISH.English, ['My neighbour would have liked a bigger kitchen.'])).toBeNull();
  expect(opinionTold(WISH.German, ['Ich hätte fast den Vertrag unterschrieben, ohne ihn zu lesen.'])).toBeNull();
  expect(opinionTold(WISH.Spanish, ['A mi vecino le habría gustado una cocina más grande.'])).toBeNull();
});
