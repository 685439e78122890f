import { describe, expect, test } from 'vitest';

import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import { isPrivacyUrl } from './consent-settings-schema';
import { aiInWords, BUILTIN_AI, CONSENT_CHROME, consentTextOf, isDefaultConsentText } from './consent-texts';

describe('the consent texts', () => {
  test.each(INTERVIEW_LANGUAGES)('%s has every word, its own, with the placeholders in place', (language) => {
    const chrome = CONSENT_CHROME[language];
    for (const value of Object.values(chrome)) expect(value.trim()).not.toBe('');
    expect(chrome.aiLine).toContain('{ai}');
    expect(chrome.providerModel).toContain('{host}');
    if (language !== 'English') expect(chrome.defaultText).not.toBe(CONSENT_CHROME.English.defaultText);
  });

  test('a default text as the form showed it (any language, any line endings) is stored as none; the owner’s own is kept', () => {
    expect(isDefaultConsentText(CONSENT_CHROME.German.defaultText.replace(/\n/g, '\r\n'))).toBe(true);
    expect(isDefaultConsentText(null)).toBe(true);
    expect(isDefaultConsentText('Our own words.')).toBe(false);
    expect(consentTextOf({ consentText: null, language: 'French' })).toBe(CONSENT_CHROME.French.defaultText);
    expect(consentTextOf({ consentText: ' Our own words. ', language: 'French' })).toBe('Our own words.');
  });

  test('the AI is named as the built-in engine or by the host of its endpoint', () => {
    expect(aiInWords(BUILTIN_AI, CONSENT_CHROME.English)).toBe('the built-in engine on this server');
    expect(aiInWords('api.openai.com', CONSENT_CHROME.English)).toBe('a model at api.openai.com');
  });

  test.each([
    ['https://example.org/privacy', true],
    ['http://example.org', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://example.org', false],
    ['/privacy', false],
    ['https://', false],
  ])('%s is a privacy link: %s', (value, ok) => {
    expect(isPrivacyUrl(value)).toBe(ok);
  });
});
