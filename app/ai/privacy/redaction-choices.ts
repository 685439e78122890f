// The de-identification choices of an interview. Safe for the browser: the Setup form lists them.

/** `off`: text as written; `before-ai`: placeholders in what reaches an external model; `everywhere`: in exports too. */
export const PII_REDACTION_CHOICES = ['off', 'before-ai', 'everywhere'] as const;

export type PiiRedaction = (typeof PII_REDACTION_CHOICES)[number];
