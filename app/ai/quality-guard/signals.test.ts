import { describe, expect, test } from 'vitest';

import { MAX_SIGNALS_FIELD_CHARS, readClientSignals, serverSignals, SIGNAL_BOUNDS } from './signals';

const honest = { typed: 240, pasted: 0, pastes: 0, composingMs: 61_000, hidden: 1 };

describe('client signals are bounded and never trusted blindly', () => {
  test('plausible signals pass as they are, from an object or from a form field’s JSON', () => {
    expect(readClientSignals(honest, 230)).toEqual(honest);
    expect(readClientSignals(JSON.stringify(honest), 230)).toEqual(honest);
  });

  test('negative, fractional and huge numbers are clamped', () => {
    expect(readClientSignals({ typed: -5, pasted: 0, pastes: -1, composingMs: 1e30, hidden: 2.6 }, 100)).toEqual({
      typed: 0,
      pasted: 0,
      pastes: 0,
      composingMs: SIGNAL_BOUNDS.composingMs,
      hidden: 3,
    });
  });

  test('pasted characters never exceed the answer’s length, and a paste has a paste event', () => {
    expect(readClientSignals({ ...honest, pasted: 9_999, pastes: 0 }, 120)).toMatchObject({ pasted: 120, pastes: 1 });
  });

  test('a value of the wrong type counts as 0; a field of the wrong shape, unreadable JSON or megabytes are no signals', () => {
    expect(readClientSignals({ ...honest, pasted: '500', hidden: null }, 300)).toMatchObject({ pasted: 0, hidden: 0 });
    expect(readClientSignals([1, 2, 3], 300)).toBeNull();
    expect(readClientSignals('{"typed": 1', 300)).toBeNull();
    expect(readClientSignals(`{"typed": ${'9'.repeat(MAX_SIGNALS_FIELD_CHARS)}}`, 300)).toBeNull();
    expect(readClientSignals('x'.repeat(2_000_000), 300)).toBeNull();
  });

  test('without JavaScript there is no field and no signals', () => {
    expect(readClientSignals(undefined, 300)).toBeNull();
    expect(readClientSignals(null, 300)).toBeNull();
    expect(readClientSignals('', 300)).toBeNull();
  });
});

describe('server signals', () => {
  test('800 characters two seconds after the question are 400 characters a second', () => {
    expect(serverSignals(new Date('2026-01-05T09:00:00Z'), new Date('2026-01-05T09:00:02Z'), 800)).toEqual({
      seconds: 2,
      charsPerSecond: 400,
    });
  });

  test('an answer stored before its question (clock skew) counts a tenth of a second, not a negative time', () => {
    expect(serverSignals(2_000, 1_000, 50).seconds).toBe(0.1);
  });
});
