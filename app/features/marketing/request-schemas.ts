import { z } from 'zod';

import { fieldErrors } from '~/lib/field-errors';

import { failedRequest, HONEYPOT_FIELD, intentOf, type MarketingResult, REQUEST_FAILED } from './request-result';

const required = (label: string) => ({ error: `${label} is required` });

const companyName = z
  .string(required('Company Name'))
  .trim()
  .min(1, 'Company Name is required')
  .max(200, 'Company Name must be at most 200 characters');

const honeypot = z.string().optional();

export const betaRequestSchema = z.object({
  intent: z.literal('beta'),
  email: z
    .string(required('Email'))
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email must be at most 320 characters')
    .pipe(z.email('Please enter a valid email address')),
  companyName,
  useCase: z
    .string({ error: 'Please tell us how you want to use the product' })
    .trim()
    .min(1, 'Please tell us how you want to use the product')
    .max(2000, 'Please keep the description under 2000 characters'),
  // Which button opened the modal; it only picks the title shown with the answer.
  via: z.enum(['subscribe']).optional().catch(undefined),
  [HONEYPOT_FIELD]: honeypot,
});

export const callRequestSchema = z.object({
  intent: z.literal('call'),
  companyName,
  phoneNumber: z
    .string(required('Phone Number'))
    .trim()
    .min(1, 'Phone Number is required')
    .regex(/^[0-9+\-() ]{7,40}$/, 'Please enter a phone number of 7 to 40 digits, spaces and + - ( )')
    .refine((value) => value.replace(/\D/g, '').length >= 7, 'Please enter a phone number with at least 7 digits'),
  [HONEYPOT_FIELD]: honeypot,
});

export const marketingRequestSchema = z.discriminatedUnion('intent', [betaRequestSchema, callRequestSchema], {
  error: 'Unknown request',
});

export type BetaRequestInput = z.infer<typeof betaRequestSchema>;
export type CallRequestInput = z.infer<typeof callRequestSchema>;

/** The 400 answer for a form that did not pass validation: one message per field, shown under it. */
export function invalidRequest(fields: Record<string, unknown>, error: z.ZodError): MarketingResult {
  const formError = intentOf(fields.intent) ? null : (error.issues[0]?.message ?? REQUEST_FAILED);
  return failedRequest(fields, formError, fieldErrors(error));
}
