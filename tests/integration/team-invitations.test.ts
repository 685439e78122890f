import { createHash, randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { LINK_ERRORS, LINK_MISSES_PER_10_MINUTES } from '~/features/teams/accept-link.server';
import { createLink } from '~/features/teams/invitations.server';
import { ADMINS_ONLY, LAST_ADMIN } from '~/features/teams/team-admin.server';
import { memberOf } from '~/features/teams/teams.server';

import { createResearcher, PASSWORD } from '../support/factories';
import { textOf as visibleText } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

/** A page's visible text, apostrophes and quotes decoded (team names are "alice's team"). */
const textOf = (html: string) =>
  visibleText(html)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

let server: TestServer;
beforeAll(async () => {
  // Each client its own address (X-Forwarded-For), so the per-address limits of one test never touch another's.
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

const LINK = /https?:\/\/[^"<\s]+\/invite\/([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'a-brand-new-password';
let ipCounter = 0;
const client = () => new Client(server.url, `198.18.7.${++ipCounter}`);
const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

async function signedIn(address: string, password = PASSWORD) {
  const c = client();
  const response = await c.signIn(address, password);
  expect(response.headers.get('location')).toBe('/dashboard');
  return c;
}

/** An admin of a team of their own, signed in. */
async function admin() {
  const user = await createResearcher('admin');
  return { user, teamId: memberOf(user.id)!.teamId, client: await signedIn(user.email) };
}

async function memberOfTeam(teamId: string, role: TeamRole) {
  return createUser({ email: email(role), password: PASSWORD }, { teamId, role });
}

/** Posts one of the Team page's forms; the answer's status, location and visible text. */
async function teamPost(c: Client, fields: Record<string, string>) {
  const response = await c.post('/team?index', fields);
  return { status: response.status, location: response.headers.get('location'), text: textOf(await response.text()) };
}

async function invite(c: Client, address: string, role: TeamRole) {
  const answer = await teamPost(c, { intent: 'invite', email: address, role });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const match = LINK.exec(answer.text);
  expect(match, 'the answer shows the link').not.toBeNull();
  return { url: match![0], path: new URL(match![0]).pathname, token: match![1]!, text: answer.text };
}

const auditOf = (teamId: string) =>
  getDb()
    .select({ action: schema.auditEvents.action, actor: schema.auditEvents.actorEmail, detail: schema.auditEvents.detail })
    .from(schema.auditEvents)
    .where(eq(schema.auditEvents.teamId, teamId))
    .all();

describe('inviting a member', () => {
  test('the admin invites by e-mail and role; the link shows the team and role, refuses a short password, and signs the invitee in as a member with that role', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const address = email('invitee');
    const link = await invite(adminClient, address, 'researcher');
    expect(link.text).toContain(`Invitation link for ${address} (researcher)`);
    expect(link.url.startsWith(server.url)).toBe(true);
    // Only the token's SHA-256 is stored, never the token.
    const row = getDb().select().from(schema.invitations).where(eq(schema.invitations.email, address)).get()!;
    expect(row.tokenHash).toBe(createHash('sha256').update(link.token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    // The admin sees it among the open invitations.
    const team = textOf(await (await adminClient.get('/team')).text());
    expect(team).toContain('Open invitations');
    expect(team).toContain(address);

    const invitee = client();
    const page = await invitee.get(link.path);
    expect(page.status).toBe(200);
    const shown = textOf(await page.text());
    expect(shown).toContain(`You are invited to the team ${user.email.split('@')[0]}'s team as a researcher`);
    const short = await invitee.post(link.path, { password: 'too-short' });
    expect(short.status).toBe(400);
    expect(textOf(await short.text())).toContain('The password must be at least 10 characters long.');
    expect(getDb().select().from(schema.users).where(eq(schema.users.email, address)).get()).toBeUndefined();

    const accepted = await invitee.post(link.path, { password: NEW_PASSWORD });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/dashboard');
    expect(invitee.hasSession()).toBe(true);
    expect((await invitee.get('/dashboard')).status).toBe(200);
    const stored = getDb().select().from(schema.users).where(eq(schema.users.email, address)).get()!;
    expect({ teamId: stored.teamId, role: stored.role }).toEqual({ teamId, role: 'researcher' });
    // They see their team's members, and no admin controls.
    const theirTeam = textOf(await (await invitee.get('/team')).text());
    expect(theirTeam).toContain(user.email);
    expect(theirTeam).toContain(address);
    expect(theirTeam).not.toContain('Invite someone');
    // Their password is the one they chose.
    await signedIn(address, NEW_PASSWORD);
    expect(auditOf(teamId)).toEqual(
      expect.arrayContaining([
        { action: 'invitation', actor: user.email, detail: `${address} as researcher` },
        { action: 'invitation-accepted', actor: address, detail: `${address} joined as researcher` },
      ]),
    );
  });

  test('a link used twice, expired, or tampered with is refused with its message and makes nothing', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const link = await invite(adminClient, email('twice'), 'viewer');
    expect((await client().post(link.path, { password: NEW_PASSWORD })).status).toBe(302);

    const again = client();
    const reopened = await again.get(link.path);
    expect(reopened.status).toBe(410);
    expect(textOf(await reopened.text())).toContain(LINK_ERRORS.used);
    const reused = await again.post(link.path, { password: 'another-password-here' });
    expect(reused.status).toBe(410);
    expect(textOf(await reused.text())).toContain(LINK_ERRORS.used);
    expect(again.hasSession()).toBe(false);

    const flipped = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    const tampered = await client().get(`/invite/${flipped}`);
    expect(tampered.status).toBe(404);
    expect(textOf(await tampered.text())).toContain(LINK_ERRORS.invalid);
    expect((await client().get('/invite/not-a-token')).status).toBe(404);

    const lateAddress = email('late');
    const late = createLink({
      teamId,
      kind: 'invite',
      email: lateAddress,
      role: 'viewer',
      createdBy: user.id,
      now: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    });
    const expired = await client().get(`/invite/${late.token}`);
    expect(expired.status).toBe(410);
    expect(textOf(await expired.text())).toContain(LINK_ERRORS.expired);
    const expiredPost = await client().post(`/invite/${late.token}`, { password: NEW_PASSWORD });
    expect(expiredPost.status).toBe(410);
    expect(getDb().select().from(schema.users).where(eq(schema.users.email, lateAddress)).get()).toBeUndefined();
  });

  test('the same link sent twice at the same moment makes one account and refuses the other', async () => {
    const { client: adminClient } = await admin();
    const address = email('race');
    const link = await invite(adminClient, address, 'researcher');
    const [first, second] = await Promise.all([
      client().post(link.path, { password: NEW_PASSWORD }),
      client().post(link.path, { password: 'another-password-here' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([302, 410]);
    expect(getDb().select().from(schema.users).where(eq(schema.users.email, address)).all()).toHaveLength(1);
  });

  test('an e-mail that already has an account cannot be invited', async () => {
    const { client: adminClient } = await admin();
    const someone = await createResearcher('taken');
    const answer = await teamPost(adminClient, { intent: 'invite', email: someone.email.toUpperCase(), role: 'viewer' });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(`An account with the e-mail ${someone.email} already exists.`);
    expect(getDb().select().from(schema.invitations).where(eq(schema.invitations.email, someone.email)).all()).toEqual([]);
  });

  test('a bad e-mail or role is refused in the form, with what was typed kept', async () => {
    const { client: adminClient } = await admin();
    const answer = await teamPost(adminClient, { intent: 'invite', email: 'not-an-address', role: 'owner' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Enter a valid email address.');
    expect(answer.text).toContain('Choose a role: admin, researcher or viewer.');
  });

  test('a revoked invitation is no longer listed and its link opens nothing', async () => {
    const { teamId, client: adminClient } = await admin();
    const address = email('revoked');
    const link = await invite(adminClient, address, 'viewer');
    const id = getDb().select().from(schema.invitations).where(eq(schema.invitations.teamId, teamId)).get()!.id;
    const revoked = await teamPost(adminClient, { intent: 'revoke', invitationId: id });
    expect(revoked.location).toBe('/team');
    expect(textOf(await (await adminClient.get('/team')).text())).not.toContain(address);
    const opened = await client().get(link.path);
    expect(opened.status).toBe(404);
  });

  test('past 10 tokens that open nothing, an address is refused with 429 before any look-up', async () => {
    const guesser = client();
    for (let i = 0; i < LINK_MISSES_PER_10_MINUTES; i++) expect((await guesser.get(`/invite/${'x'.repeat(43)}`)).status).toBe(404);
    const refused = await guesser.get(`/invite/${'y'.repeat(43)}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(textOf(await refused.text())).toContain('Too many requests for invitation links.');
  });
});

describe('managing members', () => {
  test('a researcher or viewer sees the members but every admin action is refused with 403 and its message', async () => {
    const { teamId } = await admin();
    for (const role of ['researcher', 'viewer'] as const) {
      const member = await memberOfTeam(teamId, role);
      const c = await signedIn(member.email);
      const page = textOf(await (await c.get('/team')).text());
      expect(page).toContain(member.email);
      expect(page).toContain('Only an admin of the team can invite people and change roles.');
      expect(page).not.toContain('Change role');
      const before = getDb().select().from(schema.invitations).where(eq(schema.invitations.teamId, teamId)).all().length;
      const forms: Record<string, string>[] = [
        { intent: 'invite', email: email('sneaky'), role: 'admin' },
        { intent: 'role', memberId: member.id, role: 'admin' },
        { intent: 'remove', memberId: member.id },
        { intent: 'reset', memberId: member.id },
        { intent: 'revoke', invitationId: randomUUID() },
      ];
      for (const fields of forms) {
        const answer = await teamPost(c, fields);
        expect(answer.status, `${role} ${fields.intent}`).toBe(403);
        expect(answer.text).toContain(ADMINS_ONLY);
      }
      expect(getDb().select().from(schema.users).where(eq(schema.users.id, member.id)).get()!.role).toBe(role);
      expect(getDb().select().from(schema.invitations).where(eq(schema.invitations.teamId, teamId)).all().length).toBe(before);
    }
  });

  test('the last admin can be neither demoted nor removed; once there is another admin, they can', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const forms: Record<string, string>[] = [
      { intent: 'role', memberId: user.id, role: 'viewer' },
      { intent: 'remove', memberId: user.id },
    ];
    for (const fields of forms) {
      const answer = await teamPost(adminClient, fields);
      expect(answer.status).toBe(409);
      expect(answer.text).toContain(LAST_ADMIN);
    }
    expect(memberOf(user.id)).toMatchObject({ teamId, role: 'admin' });
    const second = await memberOfTeam(teamId, 'admin');
    expect((await teamPost(adminClient, { intent: 'role', memberId: user.id, role: 'researcher' })).location).toBe('/team');
    expect(memberOf(user.id)!.role).toBe('researcher');
    expect(memberOf(second.id)!.role).toBe('admin');
  });

  test('a role change is stored and recorded with who did it; another team’s member cannot be touched', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const member = await memberOfTeam(teamId, 'viewer');
    const changed = await teamPost(adminClient, { intent: 'role', memberId: member.id, role: 'researcher' });
    expect(changed.location).toBe('/team');
    expect(memberOf(member.id)!.role).toBe('researcher');
    expect(auditOf(teamId)).toContainEqual({ action: 'role-change', actor: user.email, detail: `${member.email}: viewer → researcher` });

    const stranger = await createResearcher('stranger');
    const forms: Record<string, string>[] = [
      { intent: 'role', memberId: stranger.id, role: 'viewer' },
      { intent: 'remove', memberId: stranger.id },
      { intent: 'reset', memberId: stranger.id },
    ];
    for (const fields of forms) {
      expect((await teamPost(adminClient, fields)).status).toBe(404);
    }
    expect(memberOf(stranger.id)!.role).toBe('admin');
  });

  test('a removed member’s session is refused at once, they cannot sign in again, and their interviews stay', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const member = await memberOfTeam(teamId, 'researcher');
    const interview = createManualInterview(member.id);
    const memberClient = await signedIn(member.email);
    expect((await memberClient.get('/team')).status).toBe(200);

    const removed = await teamPost(adminClient, { intent: 'remove', memberId: member.id });
    expect(removed.location).toBe('/team');
    const refused = await memberClient.get('/team');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^\/auth/);
    expect(getDb().select().from(schema.sessions).where(eq(schema.sessions.userId, member.id)).all()).toEqual([]);

    const again = client();
    const signIn = await again.signIn(member.email, PASSWORD);
    expect(signIn.status).toBe(403);
    expect(textOf(await signIn.text())).toContain('This account is no longer a member of a team.');
    expect(again.hasSession()).toBe(false);
    // A wrong password still says only that.
    expect((await client().signIn(member.email, 'not-the-password')).status).toBe(401);

    const row = getDb().select().from(schema.users).where(eq(schema.users.id, member.id)).get()!;
    expect(row.teamId).toBeNull();
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!.userId).toBe(member.id);
    expect(textOf(await (await adminClient.get('/team')).text())).not.toContain(member.email);
    expect(auditOf(teamId)).toContainEqual({ action: 'member-removed', actor: user.email, detail: member.email });
  });

  test('a reset link sets the member’s new password, ends their other sessions, signs them in, and works once', async () => {
    const { user, teamId, client: adminClient } = await admin();
    const member = await memberOfTeam(teamId, 'viewer');
    const elsewhere = await signedIn(member.email);

    const answer = await teamPost(adminClient, { intent: 'reset', memberId: member.id });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`Password reset link for ${member.email}`);
    const link = new URL(LINK.exec(answer.text)![0]).pathname;
    const stored = getDb()
      .select()
      .from(schema.invitations)
      .where(and(eq(schema.invitations.teamId, teamId), eq(schema.invitations.kind, 'reset')))
      .get()!;
    expect(stored.userId).toBe(member.id);

    const holder = client();
    const page = textOf(await (await holder.get(link)).text());
    expect(page).toContain('Set a new password');
    const reset = await holder.post(link, { password: NEW_PASSWORD });
    expect(reset.headers.get('location')).toBe('/dashboard');
    expect((await holder.get('/team')).status).toBe(200);
    expect((await elsewhere.get('/team')).headers.get('location')).toMatch(/^\/auth/);
    expect((await client().signIn(member.email, PASSWORD)).status).toBe(401);
    await signedIn(member.email, NEW_PASSWORD);
    expect(memberOf(member.id)).toMatchObject({ teamId, role: 'viewer' });
    expect((await client().post(link, { password: 'yet-another-password' })).status).toBe(410);
    expect(auditOf(teamId)).toContainEqual({ action: 'password-reset-link', actor: user.email, detail: member.email });
  });

  test('a reset link of a member removed since opens nothing', async () => {
    const { teamId, client: adminClient } = await admin();
    const member = await memberOfTeam(teamId, 'researcher');
    const answer = await teamPost(adminClient, { intent: 'reset', memberId: member.id });
    const link = new URL(LINK.exec(answer.text)![0]).pathname;
    await teamPost(adminClient, { intent: 'remove', memberId: member.id });
    const refused = await client().post(link, { password: NEW_PASSWORD });
    expect(refused.status).toBe(404);
    expect(textOf(await refused.text())).toContain(LINK_ERRORS.invalid);
  });
});
