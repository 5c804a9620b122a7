// The browser entry both sites share (hydration once the page's catalog is loaded).
import '@allas/site-kit/entry.client';
