import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { CONNECTION_ERROR, findSection, type ConnectivitySection } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPolicy, parseHostEntries } from '../../providers/index.ts';
import { createConnectionTester } from './connection.ts';

const section = (id: string) => findSection('ariba', id) as ConnectivitySection;
const tester = createConnectionTester({ hosts: createHostPolicy(parseHostEntries('*.example')), timeoutMs: 1000 });

describe('connection tester', () => {
  it('answers the generic Connection Error when a service cannot even be addressed', async () => {
    const answer = await tester({ section: section('moodys'), values: { orbisUrl: 'not a url', orbisApiToken: 't' }, general: {}, region: 'eu' });
    expect(answer).toEqual({ valid: false, error: CONNECTION_ERROR });
  });

  it('calls nothing for a section without providers, and always needs Orbis in its own section', async () => {
    expect(await tester({ section: section('general'), values: {}, general: {}, region: 'eu' })).toEqual({ valid: true });
    const onlyOrbisMissing = await tester({ section: section('moodys'), values: { orbisUrl: '' }, general: {}, region: undefined });
    expect(onlyOrbisMissing).toEqual({ valid: false, error: CONNECTION_ERROR });
  });
});

const listen = async (server: Server | ReturnType<typeof createHttpServer>) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

/**
 * Every port of the loopback address allowed, so the tests reach closed and open ports alike:
 * what the answers may not reveal is which is which.
 */
describe('connection tester answers, whatever is listening', () => {
  const loopbackTester = createConnectionTester({ hosts: createHostPolicy(parseHostEntries('127.0.0.1:*')), timeoutMs: 300 });
  const servers: { close(): unknown }[] = [];
  const ports: Record<'closed' | 'http404' | 'http500' | 'reset' | 'silent' | 'notHttp', number> = {
    closed: 0,
    http404: 0,
    http500: 0,
    reset: 0,
    silent: 0,
    notHttp: 0,
  };

  beforeAll(async () => {
    const closed = createTcpServer();
    ports.closed = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const status = (code: number) => createHttpServer((_, response) => response.writeHead(code, { 'content-type': 'text/plain' }).end(`upstream body ${code}`));
    const plain = [status(404), status(500)];
    const reset = createTcpServer((socket) => socket.resetAndDestroy());
    const silent = createTcpServer(() => undefined);
    const notHttp = createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    servers.push(...plain, reset, silent, notHttp);
    const [http404 = 0, http500 = 0, resetPort = 0, silentPort = 0, notHttpPort = 0] = await Promise.all([...plain, reset, silent, notHttp].map(listen));
    Object.assign(ports, { http404, http500, reset: resetPort, silent: silentPort, notHttp: notHttpPort });
  });

  afterAll(() => {
    for (const server of servers) {
      if ('closeAllConnections' in server) (server as ReturnType<typeof createHttpServer>).closeAllConnections();
      server.close();
    }
  });

  it('gives one answer for a closed port, an open one, an HTTP error, a reset, a silent and a non-HTTP service', async () => {
    const answers = await Promise.all(
      Object.entries(ports).map(async ([name, port]) => {
        const answer = await loopbackTester({ section: section('moodys'), values: { orbisUrl: `http://127.0.0.1:${port}/orbis/`, orbisApiToken: 't' }, general: {}, region: 'eu' });
        return [name, answer] as const;
      }),
    );
    for (const [name, answer] of answers) {
      expect(answer, name).toEqual({ valid: false, error: { error: 'invalid_request', error_description: 'Could not connect to Orbis at this URL' } });
    }
  });
});
