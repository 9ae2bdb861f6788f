/**
 * Process entry. React (page renders, e-mails) picks its development build when NODE_ENV is unset,
 * and that build renders several times slower (measured in docs/performance.md, bench:ssr): a
 * server runs the production build unless told otherwise. Set before anything imports React,
 * hence the server is imported only now.
 *
 * A production server first starts itself again with the memory settings a process takes only at
 * its start (memory-settings.ts, decision 0044), unless it has them; `npm run dev` runs as it is.
 */
import { restartWithMemorySettings } from './memory-settings.js';

process.env.NODE_ENV ??= 'production';
if (process.env.NODE_ENV === 'production') restartWithMemorySettings();
await import('./server-main.js');
