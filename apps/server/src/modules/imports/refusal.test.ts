import type { AddressInfo } from 'node:net';
import { HTTP_MESSAGES } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { slowUpload, type SlowUpload } from '../../../test/slow-upload.ts';
import { openWorld, type World } from '../../../test/world.ts';

const TEN_MB = 10 * 1024 * 1024;
/** What is sent before the test waits for the answer: the headers and the body's first 64 KB. */
const FIRST_BYTES = 64 * 1024;

/**
 * The import's large bodies (up to 16 MB) are read only for a caller the server admits: a token
 * it cannot verify, or a user without the permission, is answered while the body is still being
 * sent (issue 29). Run on a listening server, through `node:http`, as a client sends.
 */
describe.each(testDatabases)('refusals before an import’s body is read, on $name', (database) => {
  let w: World;
  let port: number;
  let appId: string;
  const uploads: SlowUpload[] = [];

  beforeAll(async () => {
    w = await openWorld(database);
    appId = dataOf<{ appId: string }>(await w.call('superAdmin', 'POST', '/api/apps', { appName: 'Imports_Refused' }), 201).appId;
    await w.app.listen({ host: '127.0.0.1', port: 0 });
    port = (w.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const started of uploads) started.abort();
    await w?.close();
  });

  const upload = (path: string, token: string) => {
    const started = slowUpload(port, `/api/apps/${appId}/supplier/batch${path}`, { authorization: `Bearer ${token}` }, { bytes: TEN_MB, firstBytes: FIRST_BYTES });
    uploads.push(started);
    return started;
  };

  it.each(['/check', ''])('POST supplier/batch%s: a junk token is refused with 401 while the 10 MB body is unsent', async (path) => {
    const started = upload(path, 'x');
    const answer = await started.answer;
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: HTTP_MESSAGES.signInRequired });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(started.sent).toBe(FIRST_BYTES);
    started.abort();
  });

  it.each(['/check', ''])('POST supplier/batch%s: a user without the permission is refused with 403 while the 10 MB body is unsent', async (path) => {
    const started = upload(path, w.tokens.userBvd.access_token);
    const answer = await started.answer;
    expect(answer.status, answer.body).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: HTTP_MESSAGES.forbidden });
    expect(started.sent).toBe(FIRST_BYTES);
    started.abort();
  });

  it('reads the whole body of a user with the permission, and answers it', async () => {
    const started = upload('/check', w.tokens.tenantAdmin.access_token);
    started.finish();
    const answer = await started.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(started.sent).toBe(TEN_MB);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { total: 1, invalid: 1 } });
  });
});
