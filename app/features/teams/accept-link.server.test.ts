import { expect, test } from 'vitest';

import { createUser } from '~/features/auth/users.server';

import { acceptLink, openLink } from './accept-link.server';
import { changeMemberRole, makeResetLink } from './team-admin.server';

const PASSWORD = 'correct-horse-battery';

test('a reset link signs the member in with the role they have now, not the one they had when the link was made', async () => {
  const admin = await createUser({ email: 'reset-admin@example.com', password: PASSWORD });
  const member = await createUser({ email: 'reset-member@example.com', password: PASSWORD }, { teamId: admin.teamId, role: 'viewer' });
  const { token } = makeResetLink(admin.id, member.id);
  changeMemberRole(admin.id, member.id, 'researcher');

  const user = await acceptLink(openLink(token, '192.0.2.1'), 'a-brand-new-password');

  expect(user).toEqual({ id: member.id, email: member.email, teamId: admin.teamId, role: 'researcher' });
});
