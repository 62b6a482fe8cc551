import { describe, expect, it } from 'vitest';
import { manualClock } from '~/tests/support/clock';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import {
  authenticateToken,
  createSession,
  revokeSession,
  revokeUserSessions,
  SESSION_TTL_SECONDS,
} from './sessions';
import { createUser } from './user-store';

const SIGNED_IN_AT = '2026-03-02T09:00:00.000Z';
const jwtSecret = 's'.repeat(48);

describe('sessions on the clock', () => {
  const db = useScratchDatabase();

  async function signedIn() {
    const clock = manualClock(SIGNED_IN_AT);
    const deps = { db: db(), jwtSecret, clock };
    const user = await createUser(
      deps.db,
      { email: 'ada@example.com', password: 'a-long-password-1', firstName: 'Ada', lastName: 'L' },
      clock.now(),
    );
    const token = await createSession(deps, user, { ip: '203.0.113.9' });
    return { clock, deps, user, token };
  }

  it('issues a session at the time on the clock and ends it when the clock passes its expiry', async () => {
    const { clock, deps, user, token } = await signedIn();
    const row = await deps.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row.created_at).toBe(SIGNED_IN_AT);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(
      SESSION_TTL_SECONDS * 1000,
    );
    expect(user.created_at).toBe(SIGNED_IN_AT);

    clock.advance(SESSION_TTL_SECONDS * 1000 - 1000);
    expect(await authenticateToken(deps, token)).toMatchObject({ _id: user.id });
    clock.advance(1000);
    expect(await authenticateToken(deps, token)).toBeNull();
  });

  it('ends a revoked session at once, stamped with the time on the clock', async () => {
    const { clock, deps, user, token } = await signedIn();
    const other = await createSession(deps, user, {});
    clock.advance(60_000);
    const current = await authenticateToken(deps, token);
    await revokeUserSessions(deps.db, user.id, clock.now(), current!.sessionId);
    expect(await authenticateToken(deps, other)).toBeNull();
    expect(await authenticateToken(deps, token)).not.toBeNull();

    await revokeSession(deps.db, current!.sessionId, clock.now());
    expect(await authenticateToken(deps, token)).toBeNull();
    const revoked = await deps.db.selectFrom('sessions').select('revoked_at').execute();
    expect(revoked.map((row) => row.revoked_at)).toEqual([
      '2026-03-02T09:01:00.000Z',
      '2026-03-02T09:01:00.000Z',
    ]);
  });
});
