// Every kind of background job, registered with the runner: the one place that knows every feature's jobs, so it
// lives with the server rather than in app/jobs. Imported once by server/serve.ts (and by tests).
import '~/features/simulated-respondents/persona-jobs.server';
import '~/features/analysis/sample/sample-job.server';
import '~/features/analysis/search/search-index.server';
import '~/features/analysis/coding/coding-job.server';
import '~/features/analysis/topics/topics-job.server';
import '~/features/analysis/recommendations/recommendations-job.server';
import '~/features/analysis/recommendations/rec-coding-job.server';
import '~/features/analysis/run/analysis-run.server';
