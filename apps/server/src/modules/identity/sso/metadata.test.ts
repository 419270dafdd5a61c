import { describe, expect, it } from 'vitest';
import { readIdpMetadata, SsoMetadataError } from './metadata.ts';

/** Any base64 will do: the certificate is checked by node-saml when it verifies a signature. */
const CERT = `MII${'A'.repeat(125)}==`;
const samlMetadata = (prefix: string, { binding = 'HTTP-Redirect', certificate = CERT, use = 'signing' } = {}) => {
  const p = prefix ? `${prefix}:` : '';
  const ns = prefix ? `xmlns:${prefix}` : 'xmlns';
  return `<?xml version="1.0"?>
<${p}EntityDescriptor ${ns}="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example/entity">
  <${p}IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <${p}KeyDescriptor use="${use}"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>
        ${certificate}
      </ds:X509Certificate>
    </ds:X509Data></ds:KeyInfo></${p}KeyDescriptor>
    <${p}SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://idp.example/sso"/>
  </${p}IDPSSODescriptor>
</${p}EntityDescriptor>`;
};
const DISCOVERY = {
  issuer: 'https://login.example',
  authorization_endpoint: 'https://login.example/authorize',
  token_endpoint: 'https://login.example/token',
  jwks_uri: 'https://login.example/keys',
};

/** A fetch answering every URL with `body` (or failing like a refused connection). */
const answering =
  (body: string | Error, status = 200): typeof fetch =>
  async () => {
    if (body instanceof Error) throw body;
    return new Response(body, { status });
  };

async function reason(fetcher: typeof fetch, url = 'https://idp.example/metadata') {
  const error = await readIdpMetadata(fetcher, url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SsoMetadataError);
  return (error as SsoMetadataError).reason;
}

describe('reading identity provider metadata', () => {
  it('recognises SAML 2.0 metadata, with or without namespace prefixes', async () => {
    for (const prefix of ['md', '']) {
      const metadata = await readIdpMetadata(answering(samlMetadata(prefix)), 'https://idp.example/metadata');
      expect(metadata).toEqual({
        protocol: 'saml',
        entityId: 'https://idp.example/entity',
        ssoUrl: 'https://idp.example/sso',
        // 130 characters: lines of 64, 64 and 2.
        certificates: [`-----BEGIN CERTIFICATE-----\n${CERT.slice(0, 64)}\n${CERT.slice(64, 128)}\n==\n-----END CERTIFICATE-----`],
      });
    }
  });

  it('recognises OpenID Connect discovery', async () => {
    const metadata = await readIdpMetadata(answering(JSON.stringify({ ...DISCOVERY, userinfo_endpoint: 'https://login.example/me' })), 'https://login.example/.well-known/openid-configuration');
    expect(metadata).toMatchObject({ protocol: 'oidc', discovery: { issuer: DISCOVERY.issuer, userinfo_endpoint: 'https://login.example/me' } });
  });

  it('calls a document that is neither kind, or lacks what sign-in needs, malformed', async () => {
    expect(await reason(answering('<html><body>Welcome</body></html>'))).toBe('malformed');
    expect(await reason(answering('<EntityDescriptor entityID="x"><SPSSODescriptor/></EntityDescriptor>'))).toBe('malformed');
    expect(await reason(answering(samlMetadata('md', { binding: 'HTTP-POST' })))).toBe('malformed');
    expect(await reason(answering(samlMetadata('md', { use: 'encryption' })))).toBe('malformed');
    expect(await reason(answering(samlMetadata('md', { certificate: 'not base64!' })))).toBe('malformed');
    expect(await reason(answering('<unclosed'))).toBe('malformed');
    expect(await reason(answering(JSON.stringify({ ...DISCOVERY, token_endpoint: undefined })))).toBe('malformed');
    expect(await reason(answering('{"keys": []}'))).toBe('malformed');
    expect(await reason(answering('plain text'))).toBe('malformed');
    expect(await reason(answering(`<x>${'a'.repeat(600 * 1024)}</x>`))).toBe('malformed');
  });

  it('calls a URL that does not answer, or answers an error, unreachable', async () => {
    expect(await reason(answering(new TypeError('fetch failed')))).toBe('unreachable');
    expect(await reason(answering('missing', 404))).toBe('unreachable');
  });

  it('reads metadata over https only, but for a loopback address', async () => {
    const never: typeof fetch = async () => {
      throw new Error('must not be called');
    };
    expect(await reason(never, 'http://idp.example/metadata')).toBe('insecure');
    expect(await reason(never, 'not a url')).toBe('malformed');
    await expect(readIdpMetadata(answering(samlMetadata('md')), 'http://127.0.0.1:8080/metadata')).resolves.toMatchObject({ protocol: 'saml' });
  });
});
