// The shared server entry: streams pages with the gateway's CSP nonce and turns the gateway's
// load context into react-router's (getLoadContext, called by the gateway per request).
export {
  default,
  getLoadContext,
  handleError,
  streamTimeout,
} from '@allas/site-kit/entry.server';
