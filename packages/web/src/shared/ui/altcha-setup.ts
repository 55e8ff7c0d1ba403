/**
 * Loads the ALTCHA widget (<altcha-widget>) in its CSP-friendly form: the "external" build has
 * no inline workers (blob: URLs) and no injected styles; its stylesheet and its proof-of-work
 * workers are separate files of our own origin (script-src 'self', worker-src falls back to it).
 * The server's challenges use PBKDF2 (altcha-lib); the SHA workers serve older challenges.
 * Imported lazily by captcha.tsx, so pages without a captcha never load it.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/de';
import 'altcha/i18n/en';
import 'altcha/i18n/es-es';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/it';
import 'altcha/i18n/ja';
import 'altcha/i18n/pl';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
