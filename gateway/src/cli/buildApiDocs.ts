import { API_DOCS_FILE, ensureApiDocs } from '../features/apiDocs/build';

// `npm run docs:build` (and `npm start`, the tests, the Docker image): the reference served at /docs.
try {
  const built = ensureApiDocs({ force: process.argv.includes('--force') });
  console.log(built ? `API reference written to ${API_DOCS_FILE}` : `API reference is up to date (${API_DOCS_FILE})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
