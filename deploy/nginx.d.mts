// Types of deploy/nginx.mjs for the TypeScript tests that run nginx on the deploy/nginx files.

/** Fills `${NAME}` with the variables given and leaves nginx's own `$name` alone. */
export function renderTemplate(text: string, variables: Record<string, string>): string;
/** The nginx binary: NGINX, or the first on PATH, /usr/sbin or /usr/local/sbin. */
export function findNginx(): string;
/** A self-signed certificate for 127.0.0.1 and localhost in `dir`. */
export function makeCertificate(dir: string): { cert: string; key: string };

/** nginx in a working folder of its own, on the deploy/nginx files rendered with `variables`. */
export class Nginx {
  constructor(options: { binary: string; dir: string; variables: Record<string, string> });
  readonly dir: string;
  readonly variables: Record<string, string>;
  /** Writes every file nginx reads and has `nginx -t` check them. */
  configure(): void;
  /** Starts nginx and waits until it listens on `httpsPort`. */
  start(httpsPort: number): Promise<void>;
  /** Reloads nginx and waits until the workers of the previous configuration have finished. */
  reload(): Promise<void>;
  /** nginx's graceful stop. */
  stop(): Promise<void>;
}
