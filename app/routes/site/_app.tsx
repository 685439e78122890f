import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react';

import { SideMenu } from '~/components/SideMenu';
import { canSeeTeamActivity } from '~/features/audit/team-activity.server';
import { getUser } from '~/features/auth/session.server';
import { DashboardSkeleton } from '~/features/interviews/DashboardSkeleton';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return { email: user?.email ?? null, teamActivity: user ? canSeeTeamActivity(user) : false };
}

export default function AppLayout() {
  const { email, teamActivity } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loadingDashboard =
    navigation.state === 'loading' && navigation.location.pathname === '/dashboard' && location.pathname !== '/dashboard';
  return (
    <div className="min-h-full md:flex">
      <details className="group border-b border-slate-200 bg-white md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-brand-700">
          Qualia
          <span className="text-sm font-medium text-slate-600">Menu</span>
        </summary>
        <SideMenu signedIn={email !== null} teamActivity={teamActivity} />
      </details>
      <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:sticky md:top-0 md:block md:h-screen">
        <SideMenu signedIn={email !== null} teamActivity={teamActivity} />
      </aside>
      <main className="min-w-0 flex-1 bg-slate-50 px-4 py-8 md:px-10">{loadingDashboard ? <DashboardSkeleton /> : <Outlet />}</main>
    </div>
  );
}
