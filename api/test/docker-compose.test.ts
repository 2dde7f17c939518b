import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, REPO_ROOT } from '../src/config.js';

/**
 * No Docker engine runs in CI, so the container setup is checked as text: the compose file and Dockerfile must
 * describe the stack the app expects, and every variable they set must be one the app actually reads.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

// ---- config.ts: the variables the app reads ------------------------------------------------------------------------

/** The keys of config.ts's env schema, read from its source. */
function configVariableNames(): string[] {
  const source = read('api/src/config.ts');
  const schema = /const envSchema = z\s*\.object\(\{([\s\S]*?)\n {2}\}\)/.exec(source);
  if (!schema) throw new Error('Could not find `const envSchema = z.object({...})` in api/src/config.ts');
  return [...schema[1]!.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

const CONFIG_VARIABLES = configVariableNames();

// ---- docker-compose.yml ----------------------------------------------------------------------------------------

type Environment = Record<string, string>;

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  ports?: (string | { target: number; published: number | string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Environment | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: { test?: string | string[] };
  restart?: string;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(read('docker-compose.yml')) as ComposeFile;
const db = compose.services.db!;
const app = compose.services.app!;

/** A service's environment as a map, whichever of the two compose syntaxes the file uses. */
function environmentOf(service: ComposeService): Environment {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment)) {
    return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value == null ? '' : String(value)]));
  }
  return Object.fromEntries(
    environment.map((entry) => {
      const [key, ...value] = entry.split('=');
      return [key!, value.join('=')];
    }),
  );
}

/** Compose's variable substitution (${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$). */
function interpolate(value: string, shell: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (match, name: string, op?: string, arg = '') => {
      if (match === '$$') return '$';
      const set = shell[name];
      switch (op) {
        case ':-':
          return set ? set : arg;
        case '-':
          return set ?? arg;
        case ':?':
          if (!set) throw new Error(`required variable ${name} is missing a value: ${arg}`);
          return set;
        case '?':
          if (set === undefined) throw new Error(`required variable ${name} is missing: ${arg}`);
          return set;
        default:
          return set ?? '';
      }
    },
  );
}

const resolve = (environment: Environment, shell: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value, shell)]));

const healthcheckCommand = (service: ComposeService) => {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

const LOCAL_SHELL = {
  SESSION_SECRET: 'local-secret-that-is-long-enough-0123456789',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-123',
};

// ---- Dockerfile ----------------------------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, with continuation lines joined, comments dropped and global ARG defaults applied. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest.trim() };
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = instruction.args.split('=');
      args[name!] = value;
    } else if (instruction.keyword === 'FROM') {
      const expanded = instruction.args.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args[name] ?? '');
      const [, image = '', name] = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(expanded) ?? [];
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const stages = parseDockerfile(read('Dockerfile'));
const stage = (name: string) => stages.find((candidate) => candidate.name === name);
const runtime = stages.at(-1)!;
const all = (target: Stage, keyword: string) =>
  target.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

/** `KEY=value` lines of an env file (comments and blanks skipped). */
function parseEnvFile(text: string): Environment {
  return Object.fromEntries(
    text
      .split(/\r?\n/)
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

// ---- Tests -------------------------------------------------------------------------------------------------------

describe('config.ts variable names (what the other checks compare against)', () => {
  it('reads every schema key, and only those, in loadConfig', () => {
    expect(CONFIG_VARIABLES.length).toBeGreaterThanOrEqual(15);
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['NODE_ENV', 'PORT', 'DATABASE_URL', 'SESSION_SECRET']));
    const used = new Set([...read('api/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]));
    expect(new Set(CONFIG_VARIABLES)).toEqual(used);
  });
});

describe('docker-compose.yml', () => {
  it('runs PostgreSQL 17 with a health check and its data on a named volume', () => {
    expect(db.image).toBe('postgres:17');
    expect(healthcheckCommand(db)).toContain('pg_isready');
    const environment = environmentOf(db);
    for (const key of ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB']) expect(environment).toHaveProperty(key);
    const mounts = (db.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`,
    );
    expect(mounts).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('pgdata');
  });

  it('builds the app from the Dockerfile, on port 3000, after the database is healthy', () => {
    const context = typeof app.build === 'string' ? app.build : app.build?.context;
    expect(context).toBe('.');
    const ports = (app.ports ?? []).map((port) => (typeof port === 'string' ? port : `${port.published}:${port.target}`));
    expect(ports).toContain('3000:3000');
    expect(Array.isArray(app.depends_on)).toBe(false);
    expect((app.depends_on as Record<string, { condition?: string }>).db?.condition).toBe('service_healthy');
    expect(app.restart).toBe('unless-stopped');
  });

  it('checks app readiness (/readyz) with node fetch, as slim images have no curl', () => {
    const command = healthcheckCommand(app);
    expect(command).toContain('/readyz');
    expect(command).toMatch(/\bnode\b/);
    expect(command).toContain('fetch(');
    expect(command).not.toMatch(/\b(curl|wget)\b/);
  });

  it('sets only variables the app knows', () => {
    const keys = Object.keys(environmentOf(app));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
  });

  it('requires SESSION_SECRET from the environment instead of shipping one', () => {
    const { SESSION_SECRET: _unset, ...shell } = LOCAL_SHELL;
    expect(() => resolve(environmentOf(app), shell)).toThrow(/SESSION_SECRET/);
    expect(environmentOf(app).SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:?\?/);
  });

  it('gives a valid production config pointing at the db service, with cookies that work on http://localhost', () => {
    const appEnv = resolve(environmentOf(app), LOCAL_SHELL);
    const dbEnv = resolve(environmentOf(db), LOCAL_SHELL);
    expect(appEnv.NODE_ENV).toBe('production');

    const config = loadConfig(appEnv);
    expect(config).toMatchObject({
      isProduction: true,
      port: 3000,
      cookieSecure: false,
      sessionSecret: LOCAL_SHELL.SESSION_SECRET,
      admin: { email: LOCAL_SHELL.ADMIN_EMAIL, password: LOCAL_SHELL.ADMIN_PASSWORD },
      seedDemo: false,
    });

    const url = new URL(config.databaseUrl!);
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('db');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(dbEnv.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(dbEnv.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${dbEnv.POSTGRES_DB}`);
  });

  it('also starts without an admin account configured (ADMIN_EMAIL/ADMIN_PASSWORD are optional together)', () => {
    const config = loadConfig(resolve(environmentOf(app), { SESSION_SECRET: LOCAL_SHELL.SESSION_SECRET }));
    expect(config.admin).toBeUndefined();
  });

  it('keeps job photos in MinIO: path-style S3 on the minio service, its bucket made before the app starts', () => {
    const minio = compose.services.minio!;
    const setup = compose.services['minio-setup']!;
    expect(minio.image).toBe('minio/minio');
    expect(healthcheckCommand(minio)).toContain('mc ready local');
    expect(setup.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(app.depends_on).toMatchObject({ 'minio-setup': { condition: 'service_completed_successfully' } });

    const config = loadConfig(resolve(environmentOf(app), LOCAL_SHELL));
    const minioEnv = resolve(environmentOf(minio), LOCAL_SHELL);
    const setupEnv = resolve(environmentOf(setup), LOCAL_SHELL);
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: setupEnv.S3_BUCKET,
      region: 'us-east-1',
      accessKeyId: minioEnv.MINIO_ROOT_USER,
      secretAccessKey: minioEnv.MINIO_ROOT_PASSWORD,
      forcePathStyle: true,
    });
    // MinIO refuses a root password under 8 characters.
    expect(minioEnv.MINIO_ROOT_PASSWORD!.length).toBeGreaterThanOrEqual(8);
    expect(compose.volumes).toHaveProperty('miniodata');
  });
});

describe('docker-compose.yml, profile "scale" (two replicas behind a reverse proxy)', () => {
  // Compose honours YAML merge keys (`<<: *app-environment`); read the file the way it does.
  const merged = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile & {
    services: Record<string, ComposeService & { profiles?: string[] }>;
  };
  const replicas = ['app-1', 'app-2'].map((name) => merged.services[name]!);
  const proxy = merged.services.proxy!;

  it('is optional: the replicas and the proxy run only with --profile scale, the default stack is unchanged', () => {
    for (const service of [...replicas, proxy]) expect(service.profiles).toEqual(['scale']);
    expect((merged.services.app as { profiles?: string[] }).profiles).toBeUndefined();
  });

  it('runs two replicas of the app image on the same database, trusting the one proxy in front', () => {
    const appEnv = resolve(environmentOf(app), LOCAL_SHELL);
    for (const replica of replicas) {
      expect(replica.image).toBe(app.image);
      expect(replica.ports ?? []).toEqual([]);
      const keys = Object.keys(environmentOf(replica));
      expect(keys.filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
      const env = resolve(environmentOf(replica), LOCAL_SHELL);
      expect(env.DATABASE_URL).toBe(appEnv.DATABASE_URL);
      expect(env.SESSION_SECRET).toBe(appEnv.SESSION_SECRET);
      expect(loadConfig(env)).toMatchObject({ isProduction: true, trustProxy: true });
      expect(healthcheckCommand(replica)).toContain('/readyz');
      expect((replica.depends_on as Record<string, { condition?: string }>).db?.condition).toBe('service_healthy');
    }
  });

  it('puts Caddy in front on :8080, balancing both replicas and skipping one whose /readyz fails', () => {
    expect(proxy.image).toMatch(/^caddy:2/);
    const ports = (proxy.ports ?? []).map((port) => (typeof port === 'string' ? port : `${port.published}:${port.target}`));
    expect(ports).toContain('8080:80');
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy\s+app-1:3000\s+app-2:3000/);
    expect(caddyfile).toMatch(/health_uri\s+\/readyz/);
  });
});

describe('Dockerfile', () => {
  it('is a multi-stage build on Node 22', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const { image } of stages) {
      expect(image.startsWith('node:22') || stages.some((other) => other.name === image)).toBe(true);
    }
    expect(runtime.image).toMatch(/^node:22-bookworm-slim$/);
  });

  it('installs dependencies from the lockfile and the workspace manifests, then builds web and api', () => {
    const deps = stage('deps')!;
    const copied = all(deps, 'COPY').join(' ');
    for (const file of ['package.json', 'package-lock.json', 'api/package.json', 'web/package.json']) {
      expect(copied).toContain(file);
    }
    expect(all(deps, 'RUN').join(' ')).toMatch(/\bnpm ci\b/);
    expect(all(stage('build')!, 'RUN').join(' ')).toContain('npm run build');
  });

  it('ships only production dependencies and the two build outputs in the runtime image', () => {
    const run = all(runtime, 'RUN').join(' ');
    expect(run).toMatch(/npm ci\b.*--omit=dev/);
    expect(run).toMatch(/--workspace[ =]api\b/);
    const copies = all(runtime, 'COPY');
    expect(copies.some((copy) => /--from=\S+\s+\S*api\/dist\s+\S*api\/dist/.test(copy))).toBe(true);
    expect(copies.some((copy) => /--from=\S+\s+\S*web\/dist\s+\S*web\/dist/.test(copy))).toBe(true);
    // Never the whole build context: sources, node_modules and tests stay out of the runtime image.
    const sources = copies.map((copy) => copy.split(/\s+/).filter((token) => !token.startsWith('--'))[0]);
    expect(sources).not.toContain('.');
    expect(all(runtime, 'WORKDIR')).toEqual(['/app']);
    expect(all(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV[= ]production/);
  });

  it('runs as the non-root node user, exposes 3000, checks /healthz with node fetch and starts api/dist/main.js', () => {
    const users = all(runtime, 'USER');
    expect(users.at(-1)).toBe('node');
    const keywords = runtime.instructions.map((instruction) => instruction.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
    expect(all(runtime, 'EXPOSE')).toContain('3000');

    const healthcheck = all(runtime, 'HEALTHCHECK').join(' ');
    expect(healthcheck).toContain('/healthz');
    expect(healthcheck).toContain('fetch(');
    expect(healthcheck).not.toMatch(/\b(curl|wget)\b/);

    const cmd = all(runtime, 'CMD').at(-1)!;
    expect(JSON.parse(cmd)).toEqual(['node', 'api/dist/main.js']);
  });

  it('keeps host folders out of the build context', () => {
    const ignored = read('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const pattern of ['node_modules', '.data', 'dist', '.git', 'test-results']) {
      expect(ignored.some((line) => line === pattern || line === `**/${pattern}`)).toBe(true);
    }
  });
});

describe('.env.example', () => {
  const text = read('.env.example');
  const example = parseEnvFile(text);

  it('lists every variable config.ts reads, each with a comment', () => {
    expect(CONFIG_VARIABLES.filter((name) => !(name in example))).toEqual([]);
    const lines = text.split(/\r?\n/);
    for (const name of CONFIG_VARIABLES) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[index - 1], `comment above ${name}`).toMatch(/^#\s*\S/);
    }
  });

  it('lists the variables docker-compose.yml substitutes', () => {
    const substituted = new Set(
      [...read('docker-compose.yml').matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!),
    );
    expect([...substituted].filter((name) => !(name in example))).toEqual([]);
  });

  it('states the real defaults: loading it changes nothing', () => {
    // Fixed so neither load writes a development session secret into the repository's .data folder.
    const fixed = { DATA_DIR: path.join(os.tmpdir(), 'sunshine-env-example'), SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...example, ...fixed })).toEqual(loadConfig(fixed));
  });
});
