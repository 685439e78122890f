import { Form, NavLink } from '@remix-run/react';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;

/** `teamActivity`: the signed-in user is an admin of their team, who may read its audit log. */
export function SideMenu({ signedIn, teamActivity = false }: { signedIn: boolean; teamActivity?: boolean }) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 p-4">
      <a href="/" className="mb-6 flex items-center gap-2 px-3 text-lg font-bold text-brand-700">
        <img src="/favicon.svg" alt="" className="h-7 w-7" />
        Qualia
      </a>
      <NavLink to="/dashboard" className={linkClass}>
        Interviews
      </NavLink>
      {signedIn && (
        <NavLink to="/team" end className={linkClass}>
          Team
        </NavLink>
      )}
      {teamActivity && (
        <NavLink to="/team/activity" className={linkClass}>
          Team activity
        </NavLink>
      )}
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-4">
        <NavLink to="/faq" className={linkClass}>
          FAQ
        </NavLink>
        <NavLink to="/terms" className={linkClass}>
          Terms &amp; Conditions
        </NavLink>
        <NavLink to="/contact" className={linkClass}>
          Contact Us
        </NavLink>
        {signedIn && (
          <Form method="post" action="/sign-out">
            <button type="submit" className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100">
              Sign Out
            </button>
          </Form>
        )}
      </div>
    </nav>
  );
}
