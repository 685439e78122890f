import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { BUILTIN_MODEL } from '~/ai/models';
import { listModels } from '~/ai/registry.server';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { requireReport, setIncludeGenerated } from '~/features/analysis/reports/reports.server';
import { confirmBeforeRerun, pendingRerun } from '~/features/analysis/rerun/rerun-confirm.server';
import { RerunConfirm } from '~/features/analysis/rerun/RerunConfirm';
import {
  latestSampleJob,
  retrySampleDialog,
  type SamplePayload,
  type SampleView,
  sampleView,
  setDialogInclusion,
  setSampleThreshold,
  startSample,
  stopSample,
} from '~/features/analysis/sample/sample.server';
import { defaultSampleModel } from '~/features/analysis/sample/sample-model';
import { SamplePanel } from '~/features/analysis/sample/SamplePanel';
import { sampleFormSchema } from '~/features/analysis/sample/schemas';
import { requireUser } from '~/features/auth/session.server';
import { jobView } from '~/features/simulated-respondents/personas.server';
import { interviewFor } from '~/features/teams/access.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  let view: SampleView | null = null;
  try {
    view = sampleView(report);
  } catch (error) {
    console.error('Failed to load the sample dialogs', error);
  }
  const job = latestSampleJob(interview.id, report.id);
  // The spec's order: groq (its default), gpt-4o, o1; then the built-in engine. The one offered first runs as named.
  const models = listModels('analysis').sort((a, b) => Number(a.name === BUILTIN_MODEL) - Number(b.name === BUILTIN_MODEL));
  return {
    interviewId: interview.id,
    report: { id: report.id, name: report.name, includeGenerated: report.includeGenerated },
    sampled: view?.sampled ?? false,
    rows: view?.rows ?? [],
    threshold: view?.threshold ?? report.sampleThreshold,
    sampleModel: report.sampleModel,
    analyzedAt: report.sampleAnalyzedAt ? report.sampleAnalyzedAt.toISOString() : null,
    madeBy: view?.madeBy ?? [],
    job: jobView(job),
    models,
    selectedModel: defaultSampleModel(models, (job?.payload as SamplePayload | undefined)?.model),
    loadError: view ? null : 'Failed to load dialogs',
    rerun: await pendingRerun(request, 'sample', { interviewId: interview.id, report }),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const body = await readFormBody(request, BODY_LIMITS.form);
  const fields = Object.fromEntries(body);
  const parsed = sampleFormSchema.safeParse(fields);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: HTTP_STATUS.badRequest });
  const form = parsed.data;
  const js = fields.js === '1';
  try {
    if (form.intent === 'run') {
      const confirmFirst = await confirmBeforeRerun('sample', form.intent, body, {
        interviewId: interview.id,
        report: requireReport(interview.id, form.report),
        request,
      });
      if (confirmFirst) return confirmFirst;
    }
    switch (form.intent) {
      case 'run':
        startSample(user.id, interview.id, form.report, { threshold: form.threshold, model: form.model });
        break;
      case 'stop':
        stopSample(user.id, interview.id, form.report);
        break;
      case 'threshold':
        setSampleThreshold(user.id, interview.id, form.report, form.threshold);
        break;
      case 'include':
        setDialogInclusion(user.id, interview.id, form.report, form.dialogId, form.included === 'auto' ? null : form.included === 'true');
        break;
      case 'retry':
        retrySampleDialog(user.id, interview.id, form.report, form.dialogId);
        break;
      case 'include-generated':
        setIncludeGenerated(interview.id, form.report, form.includeGenerated === 'true');
        break;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message = form.intent === 'include' ? 'Failed to update dialog status' : error.message;
    return data({ error: message }, { status: statusOf(error) });
  }
  if (js) return { ok: true };
  return redirect(`/interview/setup/${interview.id}/analysis/sample?report=${encodeURIComponent(form.report)}`);
}

export default function SampleTab() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<{ error?: string }>();
  const { rerun, ...panel } = loaded;
  return (
    <>
      <SamplePanel {...panel} actionError={actionData?.error ?? null} />
      <RerunConfirm rerun={rerun} />
    </>
  );
}
