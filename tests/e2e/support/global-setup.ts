import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every e2e run starts from an empty data directory. */
export default function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  fs.rmSync(path.join(os.tmpdir(), `ecs-e2e-${port}`), { recursive: true, force: true });
}
