/** `npm run openapi`: writes contracts/openapi.json from the contract (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi, serializeOpenApiDocument } from '../src/openapi.js';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const { document, losses } = buildOpenApi();
writeFileSync(target, serializeOpenApiDocument(document));
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths, ${Object.keys(document.components.schemas).length} schemas.`);
if (losses.length > 0) console.log(`Not expressible in JSON Schema (see contracts/src/openapi.ts):\n  ${losses.join('\n  ')}`);
