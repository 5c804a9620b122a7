/**
 * Loads Google Tag Manager for a validated container id, once. Called only after the visitor
 * accepted cookies; the script carries the page's CSP nonce.
 */
export function loadTagManager(id: string, nonce: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
