/** A remote (or one of its modules) could not be loaded or does not export a page. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remoteId: string;

  constructor(remoteId: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.remoteId = remoteId;
  }
}
