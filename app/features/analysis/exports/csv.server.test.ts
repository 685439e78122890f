import { expect, test } from 'vitest';

import { csvField } from './csv.server';

test('a value starting like a formula gets a leading quote mark; plain text is left as it is', () => {
  expect(csvField('=1+2')).toBe("'=1+2");
  expect(csvField('+44 20 7946 0958')).toBe("'+44 20 7946 0958");
  expect(csvField('-2+3')).toBe("'-2+3");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField('\t=1+2')).toBe('"\'\t\'=1+2"');
  expect(csvField('\rx')).toBe('"\'\rx"');
  expect(csvField('  =1+2')).toBe("  '=1+2");
  expect(csvField('Works offline, mostly - fine')).toBe('"Works offline, mostly - fine"');
  expect(csvField('50% off')).toBe('50% off');
});

test('every piece a spreadsheet may split off at a semicolon, tab or line break is guarded, and such a cell is quoted', () => {
  expect(csvField("offline mode;=1+2;=cmd|' /C calc'!A0")).toBe("\"offline mode;'=1+2;'=cmd|' /C calc'!A0\"");
  expect(csvField('a; =1')).toBe('"a; \'=1"');
  expect(csvField('a;"=1"')).toBe('"a;""\'=1"""');
  expect(csvField('a\tb')).toBe('"a\tb"');
  expect(csvField('list:\n- one\r\n+ two')).toBe('"list:\n\'- one\r\n\'+ two"');
  expect(csvField('a;b')).toBe('"a;b"');
});
