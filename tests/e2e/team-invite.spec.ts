import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
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
