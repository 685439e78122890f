import { z } from 'zod';

export const CONSENT_TEXT_MAX = 4000;
export const PRIVACY_URL_MAX = 2000;
export const PRIVACY_URL_REFUSED = 'Privacy notice link: enter a web address that starts with http:// or https://';

/** Whether a privacy notice link is an absolute http(s) address (never javascript:, data: or a relative path). */
export function isPrivacyUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/**
 * The consent fields the Setup form posts (`requireConsent`, `consentText`, `privacyUrl`), joined to the settings'
 * schema. A blank text or link is none: the default text of the interview's language, no link.
 */
export const consentSettingsShape = {
  // A checkbox: sent as "on" when ticked, absent when not.
  requireConsent: z
    .literal('on', { message: 'Ask for consent: tick the box or leave it empty' })
    .optional()
    .transform((value) => value === 'on'),
  consentText: z
    .string()
    .trim()
    .max(CONSENT_TEXT_MAX, `Consent text must be at most ${CONSENT_TEXT_MAX} characters`)
    .transform((value) => (value === '' ? null : value.replace(/\r\n?/g, '\n')))
    .nullable()
    .default(null),
  privacyUrl: z
    .string()
    .trim()
    .max(PRIVACY_URL_MAX, `Privacy notice link must be at most ${PRIVACY_URL_MAX} characters`)
    .refine((value) => value === '' || isPrivacyUrl(value), { message: PRIVACY_URL_REFUSED })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
};
