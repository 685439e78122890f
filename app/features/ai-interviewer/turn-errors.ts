import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

export class DialogClosed extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}
export class DialogMissing extends DomainError {
  override readonly status: number = HTTP_STATUS.notFound;
}

export const DIALOG_CLOSED = 'This interview has ended. Thank you for taking part!';
