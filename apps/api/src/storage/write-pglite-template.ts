/**
 * The last step of `npm run build` (apps/api): the empty database a first start copies, made once
 * here instead of in the server (decision 0044).
 */
import { pgliteTemplateDir } from '../config.js';
import { writePgliteTemplate } from './pglite-client.js';

await writePgliteTemplate(pgliteTemplateDir);
