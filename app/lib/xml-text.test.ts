import { expect, test } from 'vitest';

import { xmlSafeText } from './xml-text';

test('drops what XML 1.0 forbids and keeps tabs, line breaks, emoji and every other character', () => {
  expect(xmlSafeText('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi')).toBe('abcdefghi');
  expect(xmlSafeText('lone \uD800high and \uDC00low')).toBe('lone high and low');
  const kept = 'tab\there\nline\r\n😀 \u007F\u0085 \uFFFD Доставка 配達 \u{10FFFF}';
  expect(xmlSafeText(kept)).toBe(kept);
});
