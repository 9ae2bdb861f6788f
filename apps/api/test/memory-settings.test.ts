import { describe, expect, it } from 'vitest';
import { MEMORY_ENV, MEMORY_FLAGS, missingMemorySettings } from '../src/memory-settings.js';

/** The settings a production server starts itself again with (decision 0044), and the operator's that win. */
describe('missingMemorySettings', () => {
  it('asks for every flag and variable when none is given', () => {
    expect(missingMemorySettings([], {})).toEqual({ flags: [...MEMORY_FLAGS], env: { ...MEMORY_ENV } });
    expect(MEMORY_FLAGS).toEqual(['--max-old-space-size=256', '--max-semi-space-size=8', '--liftoff-only']);
    expect(MEMORY_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('asks for nothing once they are there: the restarted process does not restart again', () => {
    expect(missingMemorySettings(['--enable-source-maps', ...MEMORY_FLAGS], { ...MEMORY_ENV })).toBeUndefined();
  });

  it('leaves what the operator gave: on the command line, in NODE_OPTIONS, negated, with underscores, in the environment', () => {
    expect(
      missingMemorySettings(['--max_old_space_size=1024', '--no-liftoff-only'], { NODE_OPTIONS: '--inspect --max-semi-space-size=16', MALLOC_ARENA_MAX: '4' }),
    ).toEqual({ flags: [], env: { MALLOC_MMAP_THRESHOLD_: '131072' } });
    expect(missingMemorySettings(['--max-old-space-size=512'], { ...MEMORY_ENV })).toEqual({ flags: ['--max-semi-space-size=8', '--liftoff-only'], env: {} });
  });
});
