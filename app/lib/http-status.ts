/**
 * The HTTP statuses the app answers with, by name: routes and error classes use these (or `statusOf`), never a bare
 * number.
 */
export const HTTP_STATUS = {
  ok: 200,
  created: 201,
  partialContent: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  conflict: 409,
  /** A one-time link that was used or has expired. */
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  unprocessableContent: 422,
  tooManyRequests: 429,
  /** nginx's name for a request whose caller left before the answer. */
  clientClosedRequest: 499,
  internalServerError: 500,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
  insufficientStorage: 507,
} as const;
