import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactFiles } from 'weather-double/pact';

const script = fileURLToPath(new URL('../../../scripts/publish-pacts.mjs', import.meta.url));

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A minimal Pact Broker: the HAL index and the publish-contracts endpoint, recording requests. */
let broker: Server;
let brokerUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  broker = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      res.setHeader('Content-Type', 'application/hal+json');
      if (req.method === 'GET' && (req.url === '/' || req.url === '/?')) {
        res.end(
          JSON.stringify({ _links: { 'pb:publish-contracts': { href: `${brokerUrl}/contracts/publish` } } }),
        );
      } else if (req.method === 'POST' && req.url === '/contracts/publish') {
        res.end(
          JSON.stringify({
            notices: [{ type: 'success', text: 'Published to the fake broker' }],
            _links: {},
          }),
        );
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => broker.close(resolve));
});

/** Runs `node scripts/publish-pacts.mjs` with only the given broker variables set. */
function publish(env: Record<string, string>, ...args: string[]) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PACT_')));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...base, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run pact:publish (scripts/publish-pacts.mjs)', () => {
  it('publishes pacts/ with the pact-broker CLI: token, version, branch and the pact content', async () => {
    received.length = 0;
    const { code, stdout } = await publish({
      PACT_BROKER_BASE_URL: brokerUrl,
      PACT_BROKER_TOKEN: 'secret-token',
      PACT_CONSUMER_VERSION: '1.2.3+abc',
      PACT_CONSUMER_BRANCH: 'feature/contract',
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Published to the fake broker');
    const post = received.find((r) => r.method === 'POST');
    expect(post?.authorization).toBe('Bearer secret-token');
    const sent = JSON.parse(post?.body ?? '{}') as {
      pacticipantName: string;
      pacticipantVersionNumber: string;
      branch: string;
      contracts: { consumerName: string; providerName: string; content: string }[];
    };
    expect(sent.pacticipantName).toBe('weather-double-client');
    expect(sent.pacticipantVersionNumber).toBe('1.2.3+abc');
    expect(sent.branch).toBe('feature/contract');
    // Every shipped pact: the specification's shape, the current shape, One Call and air pollution,
    // each under its provider.
    expect(sent.contracts.map((c) => c.providerName).sort()).toEqual([
      'current-weather-service',
      'current-weather-service-current-shape',
      'weather-service-one-call-and-air-pollution',
    ]);
    for (const file of pactFiles) {
      const pact = JSON.parse(readFileSync(file, 'utf8')) as { provider: { name: string } };
      const contract = sent.contracts.find((c) => c.providerName === pact.provider.name);
      const content = JSON.parse(Buffer.from(contract?.content ?? '', 'base64').toString('utf8'));
      expect(content).toEqual(pact);
    }
  });

  it('fails clearly, naming the variables, when the broker is not configured', async () => {
    const { code, stderr } = await publish({});
    expect(code).toBe(1);
    expect(stderr).toContain('[weather-double] pact:publish: set PACT_BROKER_BASE_URL');
    expect(stderr).toContain('PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)');
    const noToken = await publish({ PACT_BROKER_BASE_URL: brokerUrl });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).not.toContain('PACT_BROKER_BASE_URL (');
    expect(noToken.stderr).toContain('set PACT_BROKER_TOKEN');
  });

  it('refuses a broker URL that is not http(s)', async () => {
    const { code, stderr } = await publish({
      PACT_BROKER_BASE_URL: 'broker.example',
      PACT_BROKER_TOKEN: 't',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('PACT_BROKER_BASE_URL must be an http(s) URL, got "broker.example"');
  });

  it('shows the command with --dry-run, never the token', async () => {
    const { code, stdout } = await publish(
      {
        PACT_BROKER_BASE_URL: brokerUrl,
        PACT_BROKER_TOKEN: 'secret-token',
        PACT_CONSUMER_VERSION: '9.9.9',
        PACT_CONSUMER_BRANCH: 'main',
      },
      '--dry-run',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^pact-broker publish \S+pacts --consumer-app-version 9\.9\.9 --branch main/);
    expect(stdout).not.toContain('secret-token');
  });
});
