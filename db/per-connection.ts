import { type Db, getDb } from './index';

/**
 * What `make` builds from the connection (a hot path's prepared statements), built once per connection rather than on
 * every call: building and compiling a query each time costs more than running it. A new connection (another
 * database file, as tests open) gets its own.
 */
export function perConnection<T>(make: (db: Db) => T): () => T {
  const made = new WeakMap<Db, T>();
  return () => {
    const db = getDb();
    let found = made.get(db);
    if (found === undefined) made.set(db, (found = make(db)));
    return found;
  };
}
