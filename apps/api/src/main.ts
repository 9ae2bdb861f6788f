/**
 * Process entry. React (page renders, e-mails) picks its development build when NODE_ENV is unset,
 * and that build renders several times slower (measured in docs/performance.md, bench:ssr): a
 * server runs the production build unless told otherwise. Set before anything imports React,
 * hence the server is imported only now.
 */
process.env.NODE_ENV ??= 'production';
await import('./server-main.js');
export {};
