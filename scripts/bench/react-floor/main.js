// Baseline for `npm run bench:web`: the cost of React itself on this machine. The page of one heading
// and one paragraph is hydrated the way the site hydrates its pages (react-dom/client, as a transition),
// so no site can start for less.
import { createElement, Fragment, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

const page = createElement(
  Fragment,
  null,
  createElement('h1', null, 'Baseline'),
  createElement('p', null, 'One heading and one paragraph, no styles, hydrated by React.'),
);
startTransition(() => void hydrateRoot(document.getElementById('root'), page));
