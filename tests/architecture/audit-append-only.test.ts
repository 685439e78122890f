import { expect, test } from 'vitest';

import { tableWrites } from './table-writes';

test('the audit log is append-only for the app: its one writer inserts, nothing updates or deletes an entry', () => {
  const writes = tableWrites().filter((write) => write.table === 'audit_events');
  expect(writes.map((w) => `${w.file} ${w.verb}`).sort()).toEqual(['app/features/audit/audit-log.server.ts insert']);
});
