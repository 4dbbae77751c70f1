// The share kit's links (issue 28): plain share URLs of each network, carrying the event page's
// address. Pure, so the component and its tests build them the same way.

export interface ShareTarget {
  key: 'whatsapp' | 'facebook' | 'x' | 'email';
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/** The public event page's absolute address on `origin` (the page's own, in the browser). */
export const eventPageUrl = (origin: string, eventId: string) => `${origin}/event/${enc(eventId)}/tickets`;

export function shareTargets(url: string, name: string): ShareTarget[] {
  return [
    { key: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${enc(`${name} ${url}`)}` },
    { key: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { key: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(name)}` },
    { key: 'email', label: 'Email', href: `mailto:?subject=${enc(name)}&body=${enc(`${name}\n${url}`)}` },
  ];
}
