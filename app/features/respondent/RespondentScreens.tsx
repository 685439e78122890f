import type { ReactNode } from 'react';

/** The page of a respondent: the conversation on the left, the interview's picture with its title on the right. */
export function RespondentLayout({
  children,
  background,
}: {
  children: ReactNode;
  background: { image: string | null; title: string | null; subtitle: string | null };
}) {
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
