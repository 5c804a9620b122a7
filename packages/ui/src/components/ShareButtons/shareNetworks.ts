/**
 * The share targets: each network's proper name, a short glyph for its icon and its URL template.
 * Placeholders {url} {title} {description} {quote} {hashtags} {media} are filled percent-encoded by
 * buildShareUrl; a query parameter whose placeholders all come out empty is dropped.
 * `opensPopup: false` marks targets handled by an app on the device (mail, SMS, messenger apps):
 * a popup window would only show a blank page for them, so the link navigates normally.
 * Templates are the networks' own documented share endpoints; no script of theirs is ever loaded.
 */
export interface ShareNetworkDefinition {
  name: string;
  /** One or two letters shown in the round icon (decorative; the link's name says the network). */
  glyph: string;
  template: string;
  opensPopup: boolean;
}

export const shareNetworks = [
  'email',
  'sms',
  'facebook',
  'messenger',
  'twitter',
  'whatsapp',
  'telegram',
  'viber',
  'linkedin',
  'xing',
  'reddit',
  'pinterest',
  'tumblr',
  'threads',
  'bluesky',
  'line',
  'vk',
  'odnoklassniki',
  'weibo',
  'hackernews',
  'buffer',
  'flipboard',
  'instapaper',
  'wordpress',
  'trello',
  'teams',
  'gmail',
  'outlook',
  'googleclassroom',
] as const;

export type ShareNetwork = (typeof shareNetworks)[number];

/** The networks most people in Hungary and Romania share through: the default row. */
export const mainShareNetworks = [
  'facebook',
  'messenger',
  'whatsapp',
  'viber',
  'linkedin',
  'twitter',
  'email',
] as const satisfies readonly ShareNetwork[];

export const shareNetworkDefinitions: Record<ShareNetwork, ShareNetworkDefinition> = {
  email: {
    name: 'Email',
    glyph: '@',
    template: 'mailto:?subject={title}&body={description}%0D%0A%0D%0A{url}',
    opensPopup: false,
  },
  sms: { name: 'SMS', glyph: 'SMS', template: 'sms:?body={title}%20{url}', opensPopup: false },
  facebook: {
    name: 'Facebook',
    glyph: 'f',
    template: 'https://www.facebook.com/sharer/sharer.php?u={url}&quote={quote}',
    opensPopup: true,
  },
  messenger: {
    name: 'Messenger',
    glyph: 'M',
    template: 'fb-messenger://share/?link={url}',
    opensPopup: false,
  },
  twitter: {
    name: 'X (Twitter)',
    glyph: 'X',
    template: 'https://x.com/intent/post?text={title}&url={url}&hashtags={hashtags}',
    opensPopup: true,
  },
  whatsapp: {
    name: 'WhatsApp',
    glyph: 'W',
    template: 'https://wa.me/?text={title}%20{url}',
    opensPopup: true,
  },
  telegram: {
    name: 'Telegram',
    glyph: 'T',
    template: 'https://t.me/share/url?url={url}&text={title}',
    opensPopup: true,
  },
  viber: {
    name: 'Viber',
    glyph: 'V',
    template: 'viber://forward?text={title}%20{url}',
    opensPopup: false,
  },
  linkedin: {
    name: 'LinkedIn',
    glyph: 'in',
    template: 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
    opensPopup: true,
  },
  xing: {
    name: 'XING',
    glyph: 'X',
    template: 'https://www.xing.com/spi/shares/new?url={url}',
    opensPopup: true,
  },
  reddit: {
    name: 'Reddit',
    glyph: 'r',
    template: 'https://www.reddit.com/submit?url={url}&title={title}',
    opensPopup: true,
  },
  pinterest: {
    name: 'Pinterest',
    glyph: 'P',
    template:
      'https://www.pinterest.com/pin/create/button/?url={url}&media={media}&description={title}',
    opensPopup: true,
  },
  tumblr: {
    name: 'Tumblr',
    glyph: 't',
    template:
      'https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}&title={title}&caption={description}&tags={hashtags}',
    opensPopup: true,
  },
  threads: {
    name: 'Threads',
    glyph: '@',
    template: 'https://www.threads.com/intent/post?text={title}&url={url}',
    opensPopup: true,
  },
  bluesky: {
    name: 'Bluesky',
    glyph: 'B',
    template: 'https://bsky.app/intent/compose?text={title}%20{url}',
    opensPopup: true,
  },
  line: {
    name: 'LINE',
    glyph: 'L',
    template: 'https://social-plugins.line.me/lineit/share?url={url}&text={title}',
    opensPopup: true,
  },
  vk: {
    name: 'VK',
    glyph: 'VK',
    template:
      'https://vk.com/share.php?url={url}&title={title}&description={description}&image={media}',
    opensPopup: true,
  },
  odnoklassniki: {
    name: 'Odnoklassniki',
    glyph: 'OK',
    template: 'https://connect.ok.ru/offer?url={url}&title={title}&imageUrl={media}',
    opensPopup: true,
  },
  weibo: {
    name: 'Weibo',
    glyph: 'W',
    template: 'https://service.weibo.com/share/share.php?url={url}&title={title}&pic={media}',
    opensPopup: true,
  },
  hackernews: {
    name: 'Hacker News',
    glyph: 'Y',
    template: 'https://news.ycombinator.com/submitlink?u={url}&t={title}',
    opensPopup: true,
  },
  buffer: {
    name: 'Buffer',
    glyph: 'B',
    template: 'https://buffer.com/add?text={title}&url={url}',
    opensPopup: true,
  },
  flipboard: {
    name: 'Flipboard',
    glyph: 'F',
    template: 'https://share.flipboard.com/bookmarklet/popout?v=2&title={title}&url={url}',
    opensPopup: true,
  },
  instapaper: {
    name: 'Instapaper',
    glyph: 'I',
    template: 'https://www.instapaper.com/edit?url={url}&title={title}&description={description}',
    opensPopup: true,
  },
  wordpress: {
    name: 'WordPress',
    glyph: 'W',
    template: 'https://wordpress.com/press-this.php?u={url}&t={title}&s={description}&i={media}',
    opensPopup: true,
  },
  trello: {
    name: 'Trello',
    glyph: 'T',
    template: 'https://trello.com/add-card?mode=popup&url={url}&name={title}&desc={description}',
    opensPopup: true,
  },
  teams: {
    name: 'Microsoft Teams',
    glyph: 'T',
    template: 'https://teams.microsoft.com/share?href={url}&msgText={title}',
    opensPopup: true,
  },
  gmail: {
    name: 'Gmail',
    glyph: 'G',
    template:
      'https://mail.google.com/mail/?view=cm&su={title}&body={description}%0D%0A%0D%0A{url}',
    opensPopup: true,
  },
  outlook: {
    name: 'Outlook',
    glyph: 'O',
    template:
      'https://outlook.office.com/mail/deeplink/compose?subject={title}&body={description}%0D%0A%0D%0A{url}',
    opensPopup: true,
  },
  googleclassroom: {
    name: 'Google Classroom',
    glyph: 'G',
    template: 'https://classroom.google.com/share?url={url}&title={title}&body={description}',
    opensPopup: true,
  },
};
