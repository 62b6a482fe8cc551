import type { TestServer } from './server';

/** A counter's value on /metrics, summed over its label sets that match (0 before it counts). */
export async function metric(server: TestServer, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}
