import { describe, expect, test } from 'vitest';

import { detectImageType, isUploadErrorCode } from './image-types';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

describe('detectImageType', () => {
  test('recognises a PNG by its eight-byte signature', () => {
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
  });

  test('recognises a JPEG by FF D8 FF', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
  });

  test('recognises both GIF versions', () => {
    expect(detectImageType(bytes('GIF87a', 1, 0, 1, 0))).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(detectImageType(bytes('GIF89a', 1, 0, 1, 0))).toEqual({ contentType: 'image/gif', extension: 'gif' });
  });

  test('recognises a WebP as RIFF with WEBP at byte 8, whatever the size field says', () => {
    expect(detectImageType(bytes('RIFF', 0x24, 0x10, 0, 0, 'WEBPVP8 '))).toEqual({ contentType: 'image/webp', extension: 'webp' });
  });

  test('refuses a text file, whatever it is called', () => {
    expect(detectImageType(new TextEncoder().encode('just some notes, saved as photo.png\n'))).toBeNull();
  });

  test('refuses empty input', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  test('refuses signatures cut short', () => {
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes('GIF89'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEB'))).toBeNull();
  });

  test('refuses other RIFF files and other GIF-like headers', () => {
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('GIF88a', 0, 0))).toBeNull();
  });

  test('finds a signature only at the start of the file', () => {
    expect(detectImageType(bytes(0, 0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
  });
});

test('error codes from the address bar are checked against the known ones', () => {
  expect(isUploadErrorCode('too-large')).toBe(true);
  expect(isUploadErrorCode('toString')).toBe(false);
  expect(isUploadErrorCode('<script>')).toBe(false);
  expect(isUploadErrorCode(null)).toBe(false);
});
