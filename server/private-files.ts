import fs from 'node:fs';

/*
 * What the server and the operator commands write under DATA_DIR (the SQLite database with its
 * -wal and -shm, emails kept as .eml files, backups, the first admin's password) holds personal
 * data or secrets: the user the site runs as may read it, nobody else. That must not depend on the
 * umask the process was started with: systemd's unit sets 0077, but a shell, a container or a
 * process manager usually leaves 0022, which makes new files world-readable (docs/operations.md#files).
 */

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Every file and folder this process creates from now on is its owner's only (files 0600, folders
 * 0700), whoever creates it: our code, SQLite, pg_dump run from here. Called first thing by the
 * server and the operator commands; the places that create files also say so themselves.
 */
export function createFilesPrivately(): void {
  process.umask(0o077);
}

/**
 * Takes group and other access away from a file made before (by an older release, or under
 * another umask): SQLite gives a new -wal or -shm the database file's own mode, whatever the
 * umask, so an old database left 0644 would keep handing its copies out readable. A missing file is
 * nothing to do; one this user may not change is reported to `refused` and left as it is.
 */
export function makePrivate(file: string, refused: (error: unknown) => void): void {
  let mode: number;
  try {
    mode = fs.statSync(file).mode;
  } catch {
    return;
  }
  if ((mode & 0o077) === 0) return;
  try {
    fs.chmodSync(file, mode & 0o700);
  } catch (error) {
    refused(error);
  }
}
