import { type ShareNetwork, shareNetworkDefinitions, shareNetworks } from './shareNetworks';

/** What a share link carries. `url` and `title` are required; the rest is used where a network takes it. */
export interface ShareContent {
  url: string;
  title: string;
  description?: string;
  /** A quotation to share along (Facebook). */
  quote?: string;
  /** Without the # sign; joined with commas as X (Twitter) and Tumblr expect. */
  hashtags?: readonly string[];
  /** An absolute image URL (Pinterest, VK, WordPress …). */
  media?: string;
}

const placeholderNames = ['url', 'title', 'description', 'quote', 'hashtags', 'media'] as const;
type PlaceholderName = (typeof placeholderNames)[number];
const placeholder = /\{(url|title|description|quote|hashtags|media)\}/g;

export function isShareNetwork(name: unknown): name is ShareNetwork {
  return typeof name === 'string' && (shareNetworks as readonly string[]).includes(name);
}

/** The network's definition, or the error the spec names for an unknown network. */
export function shareNetworkDefinition(network: string) {
  if (!isShareNetwork(network)) throw new Error(`Network ${network} does not exist`);
  return shareNetworkDefinitions[network];
}

/**
 * Run-time check behind the required types: plain JavaScript callers and data from a CMS can still
 * pass nothing, and an empty share link would silently share the wrong page.
 */
export function assertShareContent(network: unknown, content: Partial<ShareContent>): void {
  if (typeof network !== 'string' || network === '') {
    throw new Error('Share: a network is required (e.g. "facebook")');
  }
  if (typeof content.url !== 'string' || content.url.trim() === '') {
    throw new Error(`Share on ${network}: a url is required`);
  }
  if (typeof content.title !== 'string' || content.title.trim() === '') {
    throw new Error(`Share on ${network}: a title is required`);
  }
}

function values(content: ShareContent): Record<PlaceholderName, string> {
  return {
    url: content.url,
    title: content.title,
    description: content.description ?? '',
    quote: content.quote ?? '',
    hashtags: (content.hashtags ?? []).map((tag) => tag.replace(/^#/, '')).join(','),
    media: content.media ?? '',
  };
}

/** Fills one piece of a template; every value is percent-encoded (ő, ș, &, # and spaces included). */
function fill(piece: string, filled: Record<PlaceholderName, string>): string {
  return piece.replace(placeholder, (_match, name: PlaceholderName) =>
    encodeURIComponent(filled[name]),
  );
}

/**
 * The share URL of a network for the given content. Query parameters whose placeholders are all
 * empty are left out, so no network receives e.g. an empty `hashtags=`.
 */
export function buildShareUrl(network: ShareNetwork, content: ShareContent): string {
  assertShareContent(network, content);
  const { template } = shareNetworkDefinition(network);
  const filled = values(content);
  const queryStart = template.indexOf('?');
  if (queryStart === -1) return fill(template, filled);
  const base = template.slice(0, queryStart + 1);
  const params = template
    .slice(queryStart + 1)
    .split('&')
    .filter((param) => {
      const names = [...param.matchAll(placeholder)].map((match) => match[1] as PlaceholderName);
      return names.length === 0 || names.some((name) => filled[name] !== '');
    })
    .map((param) => fill(param, filled));
  return base + params.join('&');
}
