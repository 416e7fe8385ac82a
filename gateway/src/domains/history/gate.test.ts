import type { GatewayContext } from '../../context/context';
import { gatewayError } from '../../errors/errors';
import { memoryRecorder } from '../../history/testing/memory-recorder';
import { trackedKind } from '../shared/tracked';
import { checkVersion, stateOfRecord } from './gate';

type Task = { id: string; subject: string };

/** A task kind whose provider holds `stored`, or fails its read with `failing`. */
function taskKind(stored: Map<string, Task>, failing?: () => Error) {
  return trackedKind<Task>({
    type: 'TASK',
    graphType: 'Task',
    fields: ['subject'],
    owner: (t) => ({ type: 'TASK', id: t.id }),
    read: (_ctx, id) => (failing ? Promise.reject(failing()) : Promise.resolve(stored.get(id) ?? null)),
  });
}

const ctx = () => ({ history: memoryRecorder() }) as unknown as GatewayContext;

describe("the version gate's check, the step before a tracked mutation's first write", () => {
  const stored = new Map([['7', { id: '7', subject: 'Bellen' }]]);
  const kind = taskKind(stored);
  const version = stateOfRecord(kind, { id: '7', subject: 'Bellen' }).version;

  it('lets the version the user saw through, with the record as it was before the change', async () => {
    const passed = await checkVersion(ctx(), { kind, id: '7', ownerId: null, expected: version });
    expect(passed).toEqual({ current: { id: '7', subject: 'Bellen' }, before: { fields: { subject: 'Bellen' }, version } });
    // no version given: nothing to compare, the state before is still what the entry needs
    await expect(checkVersion(ctx(), { kind, id: '7', ownerId: null, expected: null })).resolves.toMatchObject({ before: { version } });
  });

  it("refuses a stale version as the mutation's userError on expectedVersion, naming the current version", async () => {
    const gate = await checkVersion(ctx(), { kind, id: '7', ownerId: null, expected: 'an-older-version' });
    expect(gate).toEqual({
      refused: expect.objectContaining({
        field: 'expectedVersion',
        code: 'CHANGED_BY_SOMEONE_ELSE',
        conflict: expect.objectContaining({ currentVersion: version }),
      }),
    });
  });

  it('lets a record gone through as none (the mutation refuses it), and an outage reading it as an error', async () => {
    await expect(checkVersion(ctx(), { kind, id: '8', ownerId: null, expected: version })).resolves.toEqual({ current: null, before: null });
    const down = taskKind(stored, () => gatewayError('PROVIDER_UNAVAILABLE', 'The provider cannot be reached right now.'));
    await expect(checkVersion(ctx(), { kind: down, id: '7', ownerId: null, expected: version })).rejects.toThrow('cannot be reached');
  });
});
