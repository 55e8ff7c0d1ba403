import fs from 'node:fs/promises';
import path from 'node:path';
import { renderBootConsentBarTemplates } from '#web/shared/consent/boot-consent-bar-template.tsx';

/**
 * Run after `vite build`: writes the markup the server puts into a page before the client's
 * JavaScript has run (decision 071) beside the build, as dist/boot/consent-bar.json.
 */
const dir = path.join(import.meta.dirname, 'dist', 'boot');
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(
  path.join(dir, 'consent-bar.json'),
  JSON.stringify(await renderBootConsentBarTemplates()),
);
