import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the SQLite database (the token signing keys, password hashes), mails with
 * password links and uploaded trade licences: only the shop's own user may read any of it
 * (docs/decisions/018-platform-limits.md).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The SQLite database and the journal files SQLite keeps beside it. */
const DATABASE_FILE = /\.sqlite(-wal|-shm|-journal)?$/;
/** Folders under DATA_DIR whose files the shop writes. */
const PRIVATE_FOLDERS = ['mail', 'uploads'];

/**
 * Creates DATA_DIR private, and tightens what an earlier version left readable to everyone:
 * DATA_DIR itself, the database files, the mail and upload folders and their files. Other
 * entries are left alone, in case DATA_DIR points somewhere shared.
 */
export function secureDataDirectory(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  fs.chmodSync(dataDir, PRIVATE_DIRECTORY_MODE);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    const entryPath = path.join(dataDir, entry.name);
    if (entry.isFile() && DATABASE_FILE.test(entry.name)) {
      fs.chmodSync(entryPath, PRIVATE_FILE_MODE);
    } else if (entry.isDirectory() && PRIVATE_FOLDERS.includes(entry.name)) {
      fs.chmodSync(entryPath, PRIVATE_DIRECTORY_MODE);
      for (const file of fs.readdirSync(entryPath, { withFileTypes: true })) {
        if (file.isFile()) fs.chmodSync(path.join(entryPath, file.name), PRIVATE_FILE_MODE);
      }
    }
  }
}
