// The share kit's words (issue 28; ours, not the spec's).

export const SHARE_COPY = {
  heading: 'Share this event',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy the link from the box above',
  linkLabel: 'Event link',
  shareOn: (network: string) => `Share on ${network} (opens in a new tab)`,
  qrAlt: (name: string) => `QR code of the event page of ${name}`,
  qrDownload: 'Download QR code (PNG)',
} as const;
