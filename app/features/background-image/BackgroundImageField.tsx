import { useFetcher, useSearchParams } from '@remix-run/react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { Spinner } from '~/components/ui/Spinner';

import { detectImageType, IMAGE_ACCEPT, isUploadErrorCode, MAX_IMAGE_BYTES, SIGNATURE_BYTES, UPLOAD_MESSAGES } from './image-types';

export const FALLBACK_BACKGROUND = '/fallback-background.svg';

type Props = { interviewId: string; previewImage: string | null; previewTitle: string | null; previewSubtitle: string | null };

/**
 * Upload, replace and remove the background respondents see, with a preview of how it looks to them. Plain forms
 * without JavaScript; with it, the upload happens in place and the file is checked before it is sent.
 */
export function BackgroundImageField({ interviewId, previewImage, previewTitle, previewSubtitle }: Props) {
  const upload = useFetcher<{ error?: string }>();
  const removal = useFetcher<{ error?: string }>();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  // Reading a file's first bytes is asynchronous; only the latest choice may set the preview.
  const choice = useRef(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  // A server message belongs to the file that was sent; choosing another file hides it.
  const [changedSinceSubmit, setChangedSinceSubmit] = useState(false);

  const action = `/interview/setup/${interviewId}/background`;
  const uploading = upload.state !== 'idle';
  const busy = uploading || removal.state !== 'idle';

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen);
    },
    [chosen],
  );

  // A new stored image (or none) replaces the local preview and empties the file input.
  useEffect(() => {
    setChosen(null);
    formRef.current?.reset();
  }, [previewImage]);

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    setChangedSinceSubmit(true);
    setLocalError(null);
    const file = event.currentTarget.files?.[0];
    const current = ++choice.current;
    if (!file) return setChosen(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setChosen(null);
      return setLocalError(UPLOAD_MESSAGES['too-large']);
    }
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    if (current !== choice.current) return;
    const problem = detectImageType(head) ? null : UPLOAD_MESSAGES['not-image'];
    setLocalError(problem);
    setChosen(problem ? null : URL.createObjectURL(file));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = (event.currentTarget.elements.namedItem('image') as HTMLInputElement | null)?.files?.[0];
    const problem = !file ? UPLOAD_MESSAGES.missing : file.size > MAX_IMAGE_BYTES ? UPLOAD_MESSAGES['too-large'] : localError;
    if (problem) {
      event.preventDefault();
      setLocalError(problem);
      return;
    }
    setChangedSinceSubmit(false);
  }

  const fromUrl = searchParams.get('background-error');
  const usedFetcher = upload.data !== undefined || removal.data !== undefined || busy;
  const serverError = changedSinceSubmit
    ? null
    : (upload.data?.error ?? removal.data?.error ?? (!usedFetcher && isUploadErrorCode(fromUrl) ? UPLOAD_MESSAGES[fromUrl] : null));
  const error = localError ?? serverError;
  const shown = chosen ?? previewImage ?? FALLBACK_BACKGROUND;

  return (
    <section id="background" className="scroll-mt-24 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-4 text-lg font-semibold">Background image</h2>

      <upload.Form ref={formRef} method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3">
        <div>
          <label htmlFor="background-image" className="block text-sm font-medium text-slate-700">
            Background image
          </label>
          <input
            id="background-image"
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onFileChange}
            aria-describedby={error ? 'background-image-hint background-image-error' : 'background-image-hint'}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p id="background-image-hint" className="mt-1 text-xs text-slate-500">
            PNG, JPG, GIF up to 10MB
          </p>
        </div>
        <FormError id="background-image-error" message={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {uploading && <Spinner />}
            {uploading ? 'Uploading...' : 'Upload'}
          </button>
          {previewImage && (
            // Belongs to the remove form below (forms cannot nest); sits here to share the row with Upload.
            <button type="submit" form="background-remove" disabled={busy} className={buttonClass('secondary')}>
              Remove image
            </button>
          )}
        </div>
      </upload.Form>

      {previewImage && (
        <removal.Form id="background-remove" method="post" action={action}>
          <input type="hidden" name="intent" value="remove" />
        </removal.Form>
      )}

      <div className="relative mt-4 aspect-[4/3] overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        <img src={shown} alt="Background preview" className="absolute inset-0 h-full w-full object-cover" />
        {(previewTitle || previewSubtitle) && (
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-white">
            {previewTitle && <p className="text-xl font-semibold break-words">{previewTitle}</p>}
            {previewSubtitle && <p className="mt-1 text-sm break-words text-white/90">{previewSubtitle}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
