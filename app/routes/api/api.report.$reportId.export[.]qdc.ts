import type { LoaderFunctionArgs } from '@remix-run/node';

import { exportDownload } from '~/features/analysis/exports/download.server';

/** GET → the report as qdc (owner only). */
export const loader = (args: LoaderFunctionArgs) => exportDownload(args, 'qdc');
