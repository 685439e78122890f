import { expect, test } from 'vitest';

import { resolveCitedId } from './cited-id';

const known = new Map([
  ['m3', 'a'],
  ['m12', 'b'],
  ['5f0c1a2e-8d3b-4c1e-9a7f-2b6d4e8f0a13', 'c'],
]);

test('an id as written, or wrapped in brackets, quotes, words or another case, is the id the prompt gave', () => {
  for (const written of ['m3', ' m3 ', '[m3]', 'M3', 'message m3', 'id="m3"', '<m3>'])
    expect(resolveCitedId(written, known), written).toBe('m3');
  expect(resolveCitedId('[5f0c1a2e-8d3b-4c1e-9a7f-2b6d4e8f0a13]', known)).toBe('5f0c1a2e-8d3b-4c1e-9a7f-2b6d4e8f0a13');
});

test('an id the prompt never gave names nothing', () => {
  for (const written of ['m4', 'm1-and-more', '', 'the third message', 'm', '5f0c1a2e'])
    expect(resolveCitedId(written, known), written).toBeUndefined();
});
