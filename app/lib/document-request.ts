/** True when the browser itself posted a form (no JavaScript): answer with a page or a redirect, never bare JSON. */
export function isDocumentRequest(request: Request): boolean {
  const destination = request.headers.get('Sec-Fetch-Dest');
  if (destination) return destination === 'document';
  return request.headers.get('Accept')?.includes('text/html') ?? false;
}
