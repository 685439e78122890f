import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';

const anchors = [
  { href: '#features', label: 'Features' },
  { href: '#use-cases', label: 'Use Cases' },
  { href: '#contact', label: 'Contact' },
] as const;

/** The landing page's top bar. At 768 px and below the links fold into a menu that opens without JavaScript too. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          Qualia
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 min-[769px]:flex">
          {anchors.map((anchor) => (
            <a key={anchor.href} href={anchor.href} className="text-sm font-medium text-slate-700 hover:text-brand-700">
              {anchor.label}
            </a>
          ))}
          <Link to="/auth" className="text-sm font-medium text-slate-700 hover:text-brand-700">
            Sign in
          </Link>
          <Link to="/?modal=beta" preventScrollReset className={buttonClass('primary')}>
            Access Beta
          </Link>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}

/**
 * A <details> element is the menu, so the hamburger works before and without JavaScript. Once React runs it
 * also keeps aria-expanded in step and closes the menu on Escape or when a link is followed.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);

  const closeMenu = () => setOpen(false);

  return (
    <details
      className="group min-[769px]:hidden"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          summary.current?.focus();
        }
      }}
    >
      <summary
        ref={summary}
        aria-label="Open menu"
        // Before hydration the browser reports the state of <summary> itself; a fixed attribute would go stale.
        aria-expanded={hydrated ? open : undefined}
        aria-controls="mobile-menu"
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {anchors.map((anchor) => (
            <li key={anchor.href}>
              <a
                href={anchor.href}
                onClick={closeMenu}
                className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {anchor.label}
              </a>
            </li>
          ))}
          <li>
            <Link to="/auth" className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100">
              Sign in
            </Link>
          </li>
          <li className="pt-2">
            <Link to="/?modal=beta" preventScrollReset onClick={closeMenu} className={buttonClass('primary', 'w-full')}>
              Access Beta
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
