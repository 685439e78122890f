// What the landing page's action answers. Kept free of zod so the modals do not ship it to the browser.

export const REQUEST_SUBMITTED = 'Request submitted successfully!';
export const REQUEST_FAILED = 'Failed to submit request';

/** Filled only by bots: people never see it. A request that fills it is answered as a success and dropped. */
export const HONEYPOT_FIELD = 'website';

export type MarketingIntent = 'beta' | 'call';

const FORM_FIELDS = ['email', 'companyName', 'useCase', 'phoneNumber'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** What the landing page's action answers, for both forms, with or without JavaScript. */
export type MarketingResult =
  | { intent: MarketingIntent; ok: true; message: string; via?: 'subscribe' }
  | {
      intent: MarketingIntent | null;
      ok: false;
      error: string | null;
      /** The first message of each field that failed. */
      fieldErrors: Partial<Record<string, string>>;
      /** What was typed, so a page rendered without JavaScript can show the form as it was sent. */
      values: Partial<Record<FormField, string>>;
      via?: 'subscribe';
    };

export function intentOf(value: unknown): MarketingIntent | null {
  return value === 'beta' || value === 'call' ? value : null;
}

/** A refused request: a message for the form and/or one per field, with what was typed. */
export function failedRequest(
  fields: Record<string, unknown>,
  error: string | null,
  fieldErrors: Partial<Record<string, string>> = {},
): MarketingResult {
  const values: Partial<Record<FormField, string>> = {};
  for (const name of FORM_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value.slice(0, 2000);
  }
  return {
    intent: intentOf(fields.intent),
    ok: false,
    error,
    fieldErrors,
    values,
    ...(fields.via === 'subscribe' ? { via: 'subscribe' as const } : {}),
  };
}

/** Where a plain form post lands once its request is stored: the page with the modal saying so. */
export function sentLocation(intent: MarketingIntent, via?: 'subscribe'): string {
  return `/?sent=${intent}${via ? `&via=${via}` : ''}`;
}

export function acceptedRequest(intent: MarketingIntent, via?: 'subscribe'): MarketingResult {
  return { intent, ok: true, message: REQUEST_SUBMITTED, ...(via ? { via } : {}) };
}
