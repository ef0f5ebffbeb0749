/**
 * Hands a link to the device's share sheet, or else copies it; answers what
 * to tell the user (nothing once the sheet took it).
 */
export async function offerLink(
  url: string,
  title: string,
  text?: string,
): Promise<string | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return null;
    } catch {
      // The user closed the share sheet; fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied to clipboard';
  } catch {
    return `Share this link: ${url}`;
  }
}
