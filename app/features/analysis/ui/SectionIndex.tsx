import { useLocation } from '@remix-run/react';
import { createContext, type MouseEvent, useContext, useEffect } from 'react';

import { hashTarget, openAround } from './reveal';
import type { SectionIndex as Index } from './section-index';

const SectionIndexContext = createContext<Index | null>(null);
export const SectionIndexProvider = SectionIndexContext.Provider;

/** The page's index, for a section to read its summary line and whether it starts collapsed. */
export const useSectionIndex = () => useContext(SectionIndexContext);

/**
 * The index at the top of the AI Analysis page: a skip link to each section with its summary line. A plain link to
 * the section's content, so the browser opens a collapsed section, scrolls to it and moves focus there, with or
 * without JavaScript.
 */
export function SectionIndex({ index }: { index: Index }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // The browser opens a closed section when it follows the link; opening it first lets it scroll there at once.
    const target = hashTarget(new URL(event.currentTarget.href).hash);
    if (target) openAround(target);
  };
  return (
    <nav aria-labelledby="section-index-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:px-6">
      <h2 id="section-index-title" className="text-sm font-semibold text-slate-900">
        On this page
      </h2>
      <ol className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:gap-x-6 lg:grid-cols-3">
        {index.sections.map((section) => (
          <li key={section.id} className="min-w-0">
            <a href={`#${section.id}`} onClick={follow} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {section.title}
            </a>
            <span className="block text-xs text-slate-600">{section.summary}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Keeps the element the URL's hash names open and in view. The browser opens and scrolls to it when it loads the
 * page, but then the sections the researcher left open reopen above it; and a navigation made by scripts (a form's
 * redirect, Back) opens nothing. Runs after the sections' own effects (a parent's effects run after its children's),
 * and after every navigation, not only a new hash: a form that returns to the same theme may have moved it to another
 * list (a theme that gains its first dialogs leaves "Other points"), where it comes back closed.
 */
export function useRevealHashTarget() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash);
    if (!target) return;
    openAround(target);
    target.scrollIntoView();
  }, [hash, key]);
}
