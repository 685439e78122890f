import { useLocation, useNavigate } from '@remix-run/react';
import { useCallback } from 'react';

/** The page's URL with `?modal=` set or removed (the dialogs open server-side too, so they work without JavaScript). */
export function useModalHref() {
  const location = useLocation();
  const navigate = useNavigate();
  const href = useCallback(
    (value: string | null) => {
      const next = new URLSearchParams(location.search);
      if (value) next.set('modal', value);
      else next.delete('modal');
      const query = next.toString();
      return `${location.pathname}${query ? `?${query}` : ''}`;
    },
    [location.pathname, location.search],
  );
  // Stable, so the open dialog does not move focus back on every render.
  const close = useCallback(() => navigate(href(null), { replace: true, preventScrollReset: true }), [navigate, href]);
  return { modal: new URLSearchParams(location.search).get('modal'), href, close };
}
