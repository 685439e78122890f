// The browser's side of a download fetched by script (so that a failure can be told): the file is saved through a
// blob link. Without scripts the same link is a plain download and none of this runs.

/** The file name a response's Content-Disposition gives, quoted or not. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;
}

/** Saves a fetched file under the name the server gives, else `fallbackName`. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts the download from the link's click; the blob can go once it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
