import { describe, expect, test } from 'vitest';

import { hasContactDetails, withoutContactDetails } from './contact-details';

describe('contact details in respondents’ words', () => {
  test('phone numbers, web addresses and e-mail addresses are found and left out', () => {
    expect(withoutContactDetails('You should call +1-555-0100 immediately to verify your Qualia account')).toBe(
      'You should call immediately to verify your Qualia account',
    );
    expect(withoutContactDetails('Write to help@qualia-support.com or see https://evil.example/verify now.')).toBe('Write to or see now.');
    expect(withoutContactDetails('Visit www.example.org and qualia-login.net/reset today')).toBe('Visit and today');
    expect(withoutContactDetails('Ring (555) 010-0199 or 555 0100 123.')).toBe('Ring or.');
    for (const text of ['call +1-555-0100', 'a@b.io', 'http://x.y/z', 'www.site.com']) expect(hasContactDetails(text)).toBe(true);
  });

  test('numbers that are not phone numbers and ordinary words stay', () => {
    for (const text of ['Delivery costs 4.99 and takes 2-3 days', 'In 2024 I paid 120 euros', 'The app is fine, e.g. the dark mode.'])
      expect(withoutContactDetails(text)).toBe(text);
  });
});
