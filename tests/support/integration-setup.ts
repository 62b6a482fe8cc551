import { stopSharedServers } from '~/tests/support/shared-servers';

/**
 * Global set-up of the integration project: nothing before; after every worker has ended, the
 * shared servers they started are stopped and their data removed (tests/support/shared-servers.ts).
 */
export default function setup() {
  return () => stopSharedServers();
}
