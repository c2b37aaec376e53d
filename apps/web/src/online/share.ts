/**
 * Sharing an invite: the system's share sheet where there is one (phones), else the clipboard,
 * else nothing — the link and code stay on screen to be read out.
 */
export type Shared = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(link: string, title: string, text: string): Promise<Shared> {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title, text, url: link });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(link);
}

export async function copyText(text: string): Promise<Shared> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
