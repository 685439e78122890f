/** Background images: what is accepted, how it is recognised, and the messages shown when it is not. */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Bytes needed to recognise every accepted type (WebP's signature ends at byte 12). */
export const SIGNATURE_BYTES = 12;

export const UPLOAD_MESSAGES = {
  'too-large': 'The image is larger than 10 MB. Choose a smaller file.',
  'not-image': 'This file is not a PNG, JPG, GIF or WebP image.',
  missing: 'Choose an image to upload.',
  'too-many': 'Too many uploads. Try again in a few minutes.',
  'no-space': 'There is no room on the server to store the image. Please try again later.',
} as const;

export type UploadErrorCode = keyof typeof UPLOAD_MESSAGES;

export function isUploadErrorCode(value: unknown): value is UploadErrorCode {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_MESSAGES, value);
}

export type ImageType = { contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: 'png' | 'jpg' | 'gif' | 'webp' };

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * The image type from the file's first bytes, or null. The name and the browser's declared type are ignored:
 * a text file called photo.png is still text.
 */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(head, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
