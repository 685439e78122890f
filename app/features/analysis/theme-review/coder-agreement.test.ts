import { describe, expect, it } from 'vitest';

import { bothCodedText, coderAgreement, type CoderDecisions } from './coder-agreement';

/** A coder's decisions from a line per theme: "theme: d1+ d2- …" (+ in the theme, - not). */
function coder(lines: Record<string, string>): CoderDecisions {
  return new Map(
    Object.entries(lines).map(([themeId, line]) => [
      themeId,
      new Map(
        line
          .split(' ')
          .filter(Boolean)
          .map((d) => [d.slice(0, -1), d.endsWith('+')] as const),
      ),
    ]),
  );
}

describe('agreement between two coders of the key themes', () => {
  it('equals a hand computation from the 2×2 table of one theme', () => {
    // Ten dialogs both coded for "Price":
    //                 second in   second out
    //   first in        a = 3       b = 1        first "in" 4/10 = .4
    //   first out       c = 2       d = 4        first "out" 6/10 = .6
    //                   .5          .5
    // Percent p_o = (a + d)/n = 7/10 = .7.
    // Cohen's κ: p_e = .4·.5 + .6·.5 = .5; κ = (p_o − p_e)/(1 − p_e) = .2/.5 = .4.
    // Gwet's AC1: π_in = (.4 + .5)/2 = .45; p_e = 2·π_in·(1 − π_in)/(q − 1) = 2·.45·.55/1 = .495;
    //   AC1 = (.7 − .495)/(1 − .495) = .205/.505 = 0.4059…
    // Krippendorff's α (nominal): coincidences in–in 2a = 6, out–out 2d = 8, in–out = out–in = b + c = 3;
    //   n_in = 6 + 3 = 9, n_out = 8 + 3 = 11, n = 20; α = 1 − (n − 1)·(o_io + o_oi)/(2·n_in·n_out) = 1 − 19·6/198 = 0.4242…
    const first = coder({ price: 'd1+ d2+ d3+ d4+ d5- d6- d7- d8- d9- d10-' });
    const second = coder({ price: 'd1+ d2+ d3+ d4- d5+ d6+ d7- d8- d9- d10-' });
    const result = coderAgreement(['price'], first, second);
    const { agreement } = result.themes[0]!;
    expect(agreement.decisions).toBe(10);
    expect(agreement.percent).toBeCloseTo(0.7, 10);
    expect(agreement.kappa).toBeCloseTo(0.4, 10);
    expect(agreement.ac1).toBeCloseTo(0.205 / 0.505, 10);
    expect(agreement.alpha).toBeCloseTo(1 - (19 * 6) / 198, 10);
    expect(result.dialogsBothCoded).toBe(10);
    expect(result.disagreements).toEqual([
      { themeId: 'price', dialogId: 'd4', first: true, second: false },
      { themeId: 'price', dialogId: 'd5', first: false, second: true },
      { themeId: 'price', dialogId: 'd6', first: false, second: true },
    ]);
  });

  it('says κ and α are undefined, and AC1 defined, when both coders put every dialog out of a theme', () => {
    // 2×2 table: a = b = c = 0, d = 5. p_o = 1; κ's p_e = 0·0 + 1·1 = 1, so κ = 0/0: undefined (null).
    // α: n_in = 0, so Σ n_k·n_l over k ≠ l = 0: undefined. AC1: π_in = 0, p_e = 2·0·1 = 0, AC1 = (1 − 0)/1 = 1.
    const first = coder({ rare: 'd1- d2- d3- d4- d5-' });
    const result = coderAgreement(['rare'], first, first);
    expect(result.themes[0]!.agreement).toEqual({ decisions: 5, percent: 1, kappa: null, ac1: 1, alpha: null });
    // Every dialog in, for both: the same, mirrored.
    const all = coder({ common: 'd1+ d2+ d3+' });
    expect(coderAgreement(['common'], all, all).themes[0]!.agreement).toEqual({
      decisions: 3,
      percent: 1,
      kappa: null,
      ac1: 1,
      alpha: null,
    });
  });

  it('counts only the dialogs both coded, per theme, and pools the themes for the overall figures', () => {
    // "price": both coded d1–d4 (d5 by the first alone): table a = 2, b = 0, c = 1, d = 1.
    // "staff": both coded d1–d4: table a = 1, b = 1, c = 0, d = 2.
    // Pooled, 8 pairs: a = 3, b = 1, c = 1, d = 3. p_o = 6/8 = .75; each coder "in" 4/8 = .5:
    //   κ: p_e = .5·.5 + .5·.5 = .5, κ = .25/.5 = .5; AC1: π_in = .5, p_e = 2·.5·.5 = .5, AC1 = .5;
    //   α: n_in = n_out = 8, n = 16, disagreements 2·2 = 4: α = 1 − 15·4/(2·8·8) = 1 − 60/128 = .53125.
    // "none": the second coder never coded it: no decisions, no figures.
    const first = coder({ price: 'd1+ d2+ d3- d4- d5+', staff: 'd1+ d2+ d3- d4-', none: 'd1+' });
    const second = coder({ price: 'd1+ d2+ d3+ d4-', staff: 'd1+ d2- d3- d4-' });
    const result = coderAgreement(['price', 'staff', 'none'], first, second);
    expect(result.themes.map((t) => [t.themeId, t.agreement.decisions, t.agreement.percent])).toEqual([
      ['price', 4, 0.75],
      ['staff', 4, 0.75],
      ['none', 0, null],
    ]);
    expect(result.overall.decisions).toBe(8);
    expect(result.overall.percent).toBeCloseTo(0.75, 10);
    expect(result.overall.kappa).toBeCloseTo(0.5, 10);
    expect(result.overall.ac1).toBeCloseTo(0.5, 10);
    expect(result.overall.alpha).toBeCloseTo(1 - 60 / 128, 10);
    expect(result.dialogsBothCoded).toBe(4);
    expect(result.disagreements).toEqual([
      { themeId: 'price', dialogId: 'd3', first: false, second: true },
      { themeId: 'staff', dialogId: 'd2', first: true, second: false },
    ]);
  });

  it('says what a figure counts', () => {
    expect(bothCodedText(38)).toBe('over 38 dialogs both coded');
    expect(bothCodedText(1)).toBe('over 1 dialog both coded');
    expect(bothCodedText(0)).toBe('no dialog coded by both yet');
  });
});
