import { describe, expect, it } from 'vitest';

import { agreementOf, type CodedUnit, inclusionAgreement } from './agreement';

const units = (pairs: string): CodedUnit<boolean>[] => pairs.split(' ').map((pair) => [pair[0] === '1', pair[1] === '1'] as const);

describe('agreement between two coders', () => {
  it('equals a hand computation on ten in/out decisions', () => {
    // Coder 1 puts units 1–5 in, coder 2 units 1–4 and 6: they differ on units 5 and 6.
    // p_o = 8/10; both coders say "in" half the time, so κ's chance term is .5·.5 + .5·.5 = .5 and κ = .3/.5 = .6;
    // AC1's is 2·.5·.5 = .5, so AC1 = .6 too. α: coincidences in–in 8, out–out 8, in–out 2 and out–in 2, n = 20,
    // n_in = n_out = 10, so α = 1 − 19·4 / (10·10·2) = 0.62.
    const result = inclusionAgreement(units('11 11 11 11 10 01 00 00 00 00'));
    expect(result.decisions).toBe(10);
    expect(result.percent).toBeCloseTo(0.8, 10);
    expect(result.kappa).toBeCloseTo(0.6, 10);
    expect(result.ac1).toBeCloseTo(0.6, 10);
    expect(result.alpha).toBeCloseTo(0.62, 10);
  });

  it('keeps AC1 high where κ falls with a rare theme (the prevalence paradox)', () => {
    // 20 pairs: both "out" on 18, one says "in" where the other says "out" once each way.
    // p_o = .9; each coder "in" 1/20, κ chance = .05·.05 + .95·.95 = .905, κ = (.9 − .905)/.095 = −0.0526…;
    // AC1: π_in = .05, chance = 2·.05·.95 = .095, AC1 = (.9 − .095)/.905 = 0.8895…
    const result = inclusionAgreement(units(['10', '01', ...Array(18).fill('00')].join(' ')));
    expect(result.percent).toBeCloseTo(0.9, 10);
    expect(result.kappa).toBeCloseTo((0.9 - 0.905) / 0.095, 10);
    expect(result.ac1).toBeCloseTo((0.9 - 0.095) / 0.905, 10);
    // α: out–out 36, in–out 2, out–in 2; n = 40, n_in = 2, n_out = 38: 1 − 39·4 / (2·38·2) = −0.0263…
    expect(result.alpha).toBeCloseTo(1 - (39 * 4) / (2 * 38 * 2), 10);
  });

  it('says a statistic is undefined, not perfect, when every unit is in one category for both coders', () => {
    const result = inclusionAgreement(units('11 11 11'));
    expect(result.percent).toBe(1);
    expect(result.kappa).toBeNull();
    expect(result.alpha).toBeNull();
    // AC1's chance term over the in/out scheme is 0 here, so AC1 is defined and perfect.
    expect(result.ac1).toBe(1);
  });

  it('handles three nominal categories', () => {
    // Hand computation: p_o = 4/6; coder 1 a,a,b,b,c,c (1/3 each), coder 2 a,a,b,c,c,a (a 1/2, b 1/6, c 1/3).
    // κ chance = 1/3·1/2 + 1/3·1/6 + 1/3·1/3 = 1/3, κ = (2/3 − 1/3)/(2/3) = 0.5.
    const pairs: CodedUnit<string>[] = [
      ['a', 'a'],
      ['a', 'a'],
      ['b', 'b'],
      ['b', 'c'],
      ['c', 'c'],
      ['c', 'a'],
    ];
    const result = agreementOf(pairs);
    expect(result.kappa).toBeCloseTo(0.5, 10);
    // AC1: π_a = 5/12, π_b = 3/12, π_c = 4/12; chance = (Σ π(1−π))/2 = (35/144 + 27/144 + 32/144)/2 = 94/288.
    expect(result.ac1).toBeCloseTo((2 / 3 - 94 / 288) / (1 - 94 / 288), 10);
    // α: n = 12; n_a = 5, n_b = 3, n_c = 4; disagreements 2·2 = 4; Σ_{k≠l} n_k n_l = 144 − (25 + 9 + 16) = 94.
    expect(result.alpha).toBeCloseTo(1 - (11 * 4) / 94, 10);
  });

  it('gives nothing but a zero count without decisions', () => {
    expect(inclusionAgreement([])).toEqual({ decisions: 0, percent: null, kappa: null, ac1: null, alpha: null });
  });
});
