import { randomUUID } from 'node:crypto';

import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { VIEWER_WRITE_MESSAGE } from '../../app/features/teams/access.server';
import { VIEWER_NOTE } from '../../app/features/teams/read-only';
import { expect, PASSWORD, test } from './fixtures';

// The admin invites a researcher and a viewer on the Team page; each opens their link in a browser of their own (the
// viewer's without JavaScript), sets a password and lands signed in as a member of the team with that role.

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function inviteOnTeamPage(page: Page, email: string, role: 'Researcher' | 'Viewer'): Promise<string> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Invitation link for ${email} (${role.toLowerCase()})` })).toBeVisible();
  const url = (await page.getByTestId('handover-link').textContent())!.trim();
  expect(url).toMatch(/^https?:\/\/[^/]+\/invite\/[A-Za-z0-9_-]{43}$/);
  return url;
}

test('the admin invites a researcher and a viewer on /team; each sets a password through their link and lands signed in', async ({
  browser,
  signedIn: page,
  researcher: admin,
}) => {
  const shot = (p: Page, name: string) => p.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.setViewportSize(WIDE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: admin.email })).toContainText('Admin');

  const researcherEmail = `researcher-${randomUUID().slice(0, 8)}@example.com`;
  const viewerEmail = `viewer-${randomUUID().slice(0, 8)}@example.com`;
  const researcherLink = await inviteOnTeamPage(page, researcherEmail, 'Researcher');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const viewerLink = await inviteOnTeamPage(page, viewerEmail, 'Viewer');
  await expect(page.getByRole('region', { name: 'Open invitations' }).getByText(researcherEmail)).toBeVisible();
  await shot(page, 'team-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'team-390');

  const accepted = [
    { email: researcherEmail, link: researcherLink, role: 'Researcher', javaScriptEnabled: true, viewport: WIDE },
    { email: viewerEmail, link: viewerLink, role: 'Viewer', javaScriptEnabled: false, viewport: PHONE },
  ];
  for (const invitee of accepted) {
    const context = await browser.newContext({ viewport: invitee.viewport, javaScriptEnabled: invitee.javaScriptEnabled });
    const theirs = await context.newPage();
    await theirs.goto(invitee.link);
    await expect(theirs.getByRole('heading', { name: /^Join .+'s team$/ })).toBeVisible();
    await expect(theirs.getByText(`as a ${invitee.role.toLowerCase()}:`)).toBeVisible();
    await expect(theirs.getByLabel('E-mail')).toHaveValue(invitee.email);
    await shot(theirs, `invite-${invitee.viewport.width}`);

    await theirs.getByLabel('Password').fill('too-short');
    await theirs.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(theirs.getByText('The password must be at least 10 characters long.')).toBeVisible();
    await theirs.getByLabel('Password').fill('a-long-enough-password');
    await theirs.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(theirs).toHaveURL(/\/dashboard$/);
    await expect(theirs.getByRole('heading', { name: 'Interviews' })).toBeVisible();

    await theirs.goto('/team');
    const row = theirs.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toContainText(invitee.role);
    await expect(theirs.getByRole('row').filter({ hasText: admin.email })).toContainText('Admin');
    await expect(theirs.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);
    await context.close();
  }

  // Both joined: the admin's page lists them as members, and no invitation is open any more.
  await page.setViewportSize(WIDE);
  await page.goto('/team');
  await expect(page.getByRole('row').filter({ hasText: researcherEmail })).toContainText('Researcher');
  await expect(page.getByRole('row').filter({ hasText: viewerEmail })).toContainText('Viewer');
  await expect(page.getByText('No open invitations.')).toBeVisible();
});

/** A browser of its own, signed in over HTTP as `email` (the sign-in form is tested in auth.spec.ts). */
async function signedInBrowser(browser: Browser, baseURL: string, email: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: WIDE, ...options });
  const page = await context.newPage();
  const response = await page.request.post('/auth', {
    form: { email, password: PASSWORD, redirectTo: '' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe('/dashboard');
  return page;
}

test('the team at work: the researcher edits and publishes, the viewer reads and exports but changes nothing, another team finds nothing, and the log names each author', async ({
  browser,
  baseURL,
  signedIn: admin,
  researcher: adminUser,
}) => {
  const { createUser } = await import('../../app/features/auth/users.server');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const team = { teamId: adminUser.teamId, role: 'researcher' as const };
  const member = (role: 'researcher' | 'viewer') =>
    createUser({ email: `${role}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD }, { ...team, role });
  const researcherUser = await member('researcher');
  const viewerUser = await member('viewer');
  const outsider = await createUser({ email: `outsider-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD });
  const { seedDialog } = await import('../support/dialog-seeds');
  test.setTimeout(90_000);
  const interview = createManualInterview(adminUser.id);
  seedDialog(interview.id, { completedAt: Date.now(), messages: ['How do you buy coffee?', 'At the station, every morning.'] });
  const setup = `/interview/setup/${interview.id}`;

  // The researcher edits the admin's draft and publishes it.
  const researcher = await signedInBrowser(browser, baseURL!, researcherUser.email);
  await researcher.goto(setup);
  await expect(researcher.getByRole('switch', { name: 'Auto-save' })).toBeVisible();
  await researcher.getByLabel('Goal').fill('Learn how the team buys its coffee');
  await researcher.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(researcher.getByLabel('Goal')).toHaveValue('Learn how the team buys its coffee');
  // The field shows what was typed at once: the save is done when the goal is stored, and only then is it published.
  const { getDb, schema } = await import('../../db/index');
  const storedGoal = () =>
    getDb().select({ goal: schema.interviews.goal }).from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()?.goal;
  await expect.poll(storedGoal).toBe('Learn how the team buys its coffee');
  await researcher.getByRole('button', { name: 'Publish' }).click();
  await expect(researcher.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The viewer, without JavaScript, reads the setup and the analysis and downloads the transcripts; every control of
  // the setup is disabled and a change sent anyway is refused with the reason.
  const viewer = await signedInBrowser(browser, baseURL!, viewerUser.email, { javaScriptEnabled: false });
  await viewer.goto(setup);
  await expect(viewer.getByText(VIEWER_NOTE)).toBeVisible();
  await expect(viewer.getByLabel('Goal')).toHaveValue('Learn how the team buys its coffee');
  await expect(viewer.getByLabel('Goal')).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Pause' })).toBeDisabled();
  await viewer.screenshot({ path: test.info().outputPath('viewer-setup-1280.png'), fullPage: true });
  const refused = await viewer.request.post(`${setup}?index`, {
    form: { intent: 'pause' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(VIEWER_WRITE_MESSAGE);
  const analysis = await viewer.goto(`${setup}/analysis`);
  expect(analysis!.status()).toBe(200);
  await viewer.goto(`${setup}/participants`);
  const docx = await viewer.request.get((await viewer.getByRole('link', { name: 'Download All as DOCX' }).getAttribute('href'))!);
  expect(docx.status()).toBe(200);
  expect(docx.headers()['content-type']).toContain('wordprocessingml');

  // Someone of another team finds nothing there.
  const other = await signedInBrowser(browser, baseURL!, outsider.email);
  for (const path of [setup, `${setup}/analysis`, `${setup}/participants`]) expect((await other.goto(path))!.status()).toBe(404);

  // The admin's log names each author.
  await admin.goto('/team/activity');
  const entry = (who: string, what: RegExp) => admin.getByRole('row').filter({ hasText: who }).filter({ hasText: what });
  await expect(entry(researcherUser.email, /Published/)).toHaveCount(1);
  await expect(entry(viewerUser.email, /Export/)).toHaveCount(1);
  await expect(entry(viewerUser.email, /Signed in/)).toHaveCount(1);
  await expect(admin.getByRole('row').filter({ hasText: /Paused/ })).toHaveCount(0);
  await admin.screenshot({ path: test.info().outputPath('team-activity-1280.png'), fullPage: true });
  for (const page of [researcher, viewer, other]) await page.context().close();
});
