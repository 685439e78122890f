import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** AI Analysis opens on its first tab, keeping the report asked for. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return redirect(`/interview/setup/${params.id}/analysis/ai/search${new URL(request.url).search}`);
}
