import type { ReactNode } from 'react';

/**
 * The page of a respondent: the conversation on the left, the interview's picture with its title on the right; on a
 * phone the title and subtitle are a strip above the conversation, over a hint of the picture.
 */
export function RespondentLayout({
  children,
  background,
}: {
  children: ReactNode;
  background: { image: string | null; title: string | null; subtitle: string | null };
}) {
  const captioned = Boolean(background.title || background.subtitle);
  return (
    <div className="flex h-dvh flex-col md:flex-row">
      <main className="flex min-h-0 flex-1 flex-col md:w-1/2 md:flex-none">{children}</main>
      <aside
        className={`relative order-first overflow-hidden md:order-none md:block md:w-1/2 ${captioned ? '' : 'hidden'}`}
        aria-label="Interview"
      >
        <img src={background.image ?? '/fallback-background.svg'} alt="" className="absolute inset-0 h-full w-full object-cover" />
        {captioned && (
          <div className="relative bg-slate-900/60 px-4 py-2 text-white md:absolute md:inset-x-0 md:bottom-0 md:bg-transparent md:bg-gradient-to-t md:from-black/75 md:to-transparent md:p-8">
            {background.title && <h1 className="text-lg font-semibold md:text-3xl">{background.title}</h1>}
            {background.subtitle && <p className="text-sm text-white/90 md:mt-2 md:text-lg">{background.subtitle}</p>}
          </div>
        )}
      </aside>
    </div>
  );
}
