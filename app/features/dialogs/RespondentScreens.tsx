import type { ReactNode } from 'react';

/** The page of a respondent: the conversation on the left, the interview's picture with its title on the right. */
export function RespondentLayout({ children, background }: { children: ReactNode; background: { image: string | null; title: string | null; subtitle: string | null } }) {
  return (
    <div className="flex h-dvh flex-col md:flex-row">
      <main className="flex min-h-0 flex-1 flex-col md:w-1/2 md:flex-none">{children}</main>
      <aside className="relative hidden md:block md:w-1/2" aria-label="Interview">
        <img src={background.image ?? '/fallback-background.svg'} alt="" className="absolute inset-0 h-full w-full object-cover" />
        {(background.title || background.subtitle) && (
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-8 text-white">
            {background.title && <h1 className="text-3xl font-semibold">{background.title}</h1>}
            {background.subtitle && <p className="mt-2 text-lg text-white/90">{background.subtitle}</p>}
          </div>
        )}
      </aside>
    </div>
  );
}

/** Spec §8: the public page's error screen. */
export function InterviewErrorScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">Error Loading Interview</h1>
        <p className="mt-3 text-slate-700">{message}</p>
        <p className="mt-4 text-sm text-slate-500">If you believe this is a mistake, please contact the person who sent you this link, or write to support at hello@qualia.example.</p>
      </div>
    </main>
  );
}

/** Spec §8: the dialog page's not-found screen. */
export function DialogNotFoundScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900">Dialog Not Found</h1>
        <p className="mt-3 text-slate-700">Dialog not found. The link may be mistyped, or the dialog was removed.</p>
        <a href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Go Home
        </a>
      </div>
    </main>
  );
}
