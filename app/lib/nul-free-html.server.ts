import { Transform } from 'node:stream';

/**
 * The rendered HTML without NUL bytes. React 18's streaming renderer sends its whole 2,048-byte buffer when a
 * multi-byte character ("”", "é", "中") does not fit at its end, zero padding included; browsers show the padding as
 * "�" and hydration sees text that differs from the server's. UTF-8 uses the byte 0 for U+0000 alone, never inside
 * another character, so dropping it loses nothing of the page.
 */
export function nulFreeHtml(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.indexOf(0) < 0) return done(null, chunk);
      done(null, Buffer.from(chunk.filter((byte) => byte !== 0)));
    },
  });
}
