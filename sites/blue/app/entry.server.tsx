// The server entry both sites share (pages streamed with the gateway's CSP nonce).
export { default, getLoadContext, handleError, streamTimeout } from '@allas/site-kit/entry.server';
