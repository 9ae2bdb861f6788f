import { describe, expect, it } from 'vitest';
import { isBrowserLoss, projectsToRerun, unfinishedFilesOf, type RunFile } from './browser-loss.js';

// What Vitest 4.1 reported in CI (stop 38): the file in flight, then the two causes.
const lostPage = {
  message: 'Failed to run the test /check/work/main/packages/ui/src/components/TableOfContents/TableOfContents.stories.tsx.',
  cause: {
    message: '[vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?',
    cause: { message: '[birpc] rpc is closed, cannot call "createTesters"' },
  },
};

// Vitest names a browser project's files by project and instance.
const STORIES = 'storybook (chromium)';
const passed = (project: string, file: string): RunFile => ({ project, file, finished: true, failedTests: 0 });
const unfinished = (project: string, file: string): RunFile => ({ project, file, finished: false, failedTests: 0 });

describe('a run that lost its browser page', () => {
  it('recognises the loss in the cause of the reported error', () => {
    expect(isBrowserLoss(lostPage)).toBe(true);
    expect(isBrowserLoss({ message: 'Failed to run the test x.stories.tsx.', cause: { message: 'Failed to fetch dynamically imported module' } })).toBe(false);
  });

  it('reruns the browser project when the loss is the only thing that went wrong', () => {
    const files = [passed('api', 'apps/api/test/api.test.ts'), passed(STORIES, 'A.stories.tsx'), unfinished(STORIES, 'TableOfContents.stories.tsx')];
    expect(projectsToRerun({ files, unhandledErrors: [lostPage] }, ['storybook'])).toEqual(['storybook']);
  });

  it('reruns only the files of that project that did not finish', () => {
    const files = [passed('api', 'apps/api/test/api.test.ts'), passed(STORIES, 'packages/ui/src/A.stories.tsx'), unfinished(STORIES, 'packages/ui/src/B.stories.tsx'), unfinished(STORIES, 'packages/ui/src/C.stories.tsx')];
    expect(unfinishedFilesOf({ files, unhandledErrors: [lostPage] }, ['storybook'])).toEqual(['packages/ui/src/B.stories.tsx', 'packages/ui/src/C.stories.tsx']);
  });

  it('does not rerun when a test failed, even beside the loss', () => {
    const files = [{ ...unfinished(STORIES, 'Button.stories.tsx'), failedTests: 1 }, unfinished(STORIES, 'A.stories.tsx')];
    expect(projectsToRerun({ files, unhandledErrors: [lostPage] }, ['storybook'])).toEqual([]);
  });

  it('does not rerun when another unhandled error came with it', () => {
    const files = [unfinished(STORIES, 'A.stories.tsx')];
    const other = { message: 'TypeError: Cannot read properties of undefined' };
    expect(projectsToRerun({ files, unhandledErrors: [lostPage, other] }, ['storybook'])).toEqual([]);
  });

  it('does not rerun when a file of another project did not finish', () => {
    const files = [unfinished('e2e', 'tests/e2e/crawl.test.ts'), unfinished(STORIES, 'A.stories.tsx')];
    expect(projectsToRerun({ files, unhandledErrors: [lostPage] }, ['storybook'])).toEqual([]);
  });

  it('does not rerun a run that failed with no unhandled error', () => {
    const files = [unfinished(STORIES, 'A.stories.tsx')];
    expect(projectsToRerun({ files, unhandledErrors: [] }, ['storybook'])).toEqual([]);
  });
});
