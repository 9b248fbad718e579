/**
 * Publishing to Instagram goes through an adapter (the Graph API's media container, then publish). It stays
 * off unless configured: without one, an approved post stays approved and Publish answers why.
 */
export interface InstagramPublisher {
  publish(post: { imageFileId: string; caption: string }): Promise<string>;
}

let publisher: InstagramPublisher | null = null;

export function setInstagramPublisher(next: InstagramPublisher | null): void {
  publisher = next;
}
export const currentPublisher = (): InstagramPublisher | null => publisher;
