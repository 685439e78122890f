import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** The Analysis tab opens on its first sub-tab, keeping the report asked for. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/interview/setup/${params.id}/analysis/sample${search}`);
}
