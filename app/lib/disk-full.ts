import { DomainError } from './errors';
import { HTTP_STATUS } from './http-status';

/** The disk (or the user's quota on it) is full: nothing was stored, and trying again later may work. */
export class StorageFull extends DomainError {
  override readonly status: number = HTTP_STATUS.insufficientStorage;

  constructor(message = 'The server has no room to store this right now. Please try again later.') {
    super(message);
  }
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/** Whether an error, or one it wraps (drizzle wraps the driver's), says the disk is full: a file write or SQLite. */
export function isDiskFull(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof StorageFull || FULL_CODES.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}
