import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * End-to-end files that take 35–60 s each on this machine (2026-12-03): each reads every route or
 * every story. Vitest starts the files it has no timing of (a fresh clone has none) largest first,
 * and these are small files: started last, one of them ran alone for the run's last half-minute.
 */
export const LONG_FILES = [
  'tests/e2e/standards.test.ts',
  'tests/e2e/stories-in-spanish.test.ts',
  'tests/e2e/crawl.test.ts',
  'tests/e2e/server-rendered.test.ts',
  'tests/e2e/listings.test.ts',
];

/** Vitest's order (groups, projects, timings of an earlier run), with the long files first within their project. */
export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((path) => file.moduleId.endsWith(`/${path}`));
    const projectOf = (file: TestSpecification) => `${file.project.config.sequence.groupOrder}:${file.project.name}`;
    const firstIndexOfProject = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!firstIndexOfProject.has(projectOf(file))) firstIndexOfProject.set(projectOf(file), index);
    });
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => firstIndexOfProject.get(projectOf(a.file))! - firstIndexOfProject.get(projectOf(b.file))! || Number(isLong(b.file)) - Number(isLong(a.file)) || a.index - b.index)
      .map(({ file }) => file);
  }
}
