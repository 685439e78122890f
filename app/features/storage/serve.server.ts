import fsp from 'node:fs/promises';

import { createReadableStreamFromReadable } from '@remix-run/node';

import { HTTP_STATUS } from '~/lib/http-status';

import { parseByteRange } from './byte-range';
import { STORED_FILE_NAME, type StoredKind, storedPath } from './stored-files.server';

/** A stored file opened for reading; storedFileResponse closes it. */
export type OpenedFile = { handle: fsp.FileHandle; size: number };

/** Opens a stored file of this kind, or null for a name that is not one or a file that is gone. */
export async function openStoredFile(kind: StoredKind, fileName: string): Promise<OpenedFile | null> {
  if (!STORED_FILE_NAME.test(fileName)) return null;
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(storedPath(kind, fileName), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  return { handle, size: stat.size };
}

export type ServeOptions = {
  contentType: string;
  cacheControl: string;
  /** Answer `Range` requests (206, 416) and say so with Accept-Ranges; players need it to seek in a recording. */
  ranges?: boolean;
};

/**
 * The HTTP response for an opened file: the whole file, or with `ranges` the one byte range asked for. HEAD gets
 * the headers only. The file is closed when the body has been sent or abandoned.
 */
export async function storedFileResponse(request: Request, opened: OpenedFile, options: ServeOptions): Promise<Response> {
  const { handle, size } = opened;
  const headers: Record<string, string> = { 'Content-Type': options.contentType };
  if (options.ranges) headers['Accept-Ranges'] = 'bytes';
  headers['Cache-Control'] = options.cacheControl;
  const range = options.ranges ? parseByteRange(request.headers.get('Range'), size) : null;
  if (range === 'unsatisfiable') {
    await handle.close();
    return new Response(null, { status: HTTP_STATUS.rangeNotSatisfiable, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(Math.max(0, end - start + 1));
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? HTTP_STATUS.partialContent : HTTP_STATUS.ok;
  if (request.method === 'HEAD' || size === 0) {
    await handle.close();
    return new Response(null, { status, headers });
  }
  return new Response(createReadableStreamFromReadable(handle.createReadStream({ start, end, autoClose: true })), { status, headers });
}
