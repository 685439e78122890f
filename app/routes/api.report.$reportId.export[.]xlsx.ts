import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportDownload } from '~/features/analysis/exports/download.server';

/** GET → the report as an Excel workbook (owner only). */
export const loader = (args: LoaderFunctionArgs) => exportDownload(args, 'xlsx');
