// The commit the build is made from, for the app version analysis results record: APP_COMMIT when set (a Docker
// build, which has no .git: `--build-arg APP_COMMIT=$(git rev-parse --short HEAD)`), else git's, else none.
import { execFileSync } from 'node:child_process';

export function appCommit() {
  const given = process.env.APP_COMMIT?.trim();
  if (given) return given;
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
  } catch {
    return '';
  }
}
