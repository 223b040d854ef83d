import { describe, expect, it, vi } from 'vitest';
import type { IdentityApi } from '../upstream/identity.js';
import { RefreshCoordinator } from './refresh-coordinator.js';

function fakeIdentity() {
  let issued = 0;
  const token = vi.fn(async () => {
    issued += 1;
    return {
      access_token: `a${issued}`,
      refresh_token: `r${issued}`,
      token_type: 'Bearer',
      expires_in: 60,
    };
  });
  return { identity: { token } as unknown as IdentityApi, token };
}

describe('RefreshCoordinator', () => {
  it('refreshes once for concurrent requests with the same refresh token', async () => {
    const { identity, token } = fakeIdentity();
    const coordinator = new RefreshCoordinator(1000);
    const results = await Promise.all([
      coordinator.refresh(identity, 'old', 'web'),
      coordinator.refresh(identity, 'old', 'web'),
      coordinator.refresh(identity, 'old', 'web'),
    ]);
    expect(token).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.refresh_token))).toEqual(new Set(['r1']));
  });

  it('lets each distinct token refresh on its own', async () => {
    const { identity, token } = fakeIdentity();
    const coordinator = new RefreshCoordinator(1000);
    await Promise.all([
      coordinator.refresh(identity, 'one', 'web'),
      coordinator.refresh(identity, 'two', 'web'),
    ]);
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('with no grace period, sends a token used again to the identity API', async () => {
    const { identity, token } = fakeIdentity();
    const coordinator = new RefreshCoordinator(0);
    await coordinator.refresh(identity, 'old', 'web');
    await coordinator.refresh(identity, 'old', 'web');
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('hands a finished refresh to the same token within the grace period only', async () => {
    const { identity, token } = fakeIdentity();
    let clock = 1_000;
    const coordinator = new RefreshCoordinator(2000, () => clock);
    const first = await coordinator.refresh(identity, 'old', 'web');
    clock += 1999;
    expect(await coordinator.refresh(identity, 'old', 'web')).toBe(first);
    clock += 1;
    await coordinator.refresh(identity, 'old', 'web');
    expect(token).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed refresh at once', async () => {
    const token = vi.fn().mockRejectedValueOnce(new Error('nope')).mockResolvedValue({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 60,
    });
    const identity = { token } as unknown as IdentityApi;
    const coordinator = new RefreshCoordinator(1000);
    await expect(coordinator.refresh(identity, 'old', 'web')).rejects.toThrow('nope');
    await expect(coordinator.refresh(identity, 'old', 'web')).resolves.toMatchObject({
      refresh_token: 'r',
    });
  });
});
