/** Bytes of an upload sent so far. */
export type UploadProgress = { loaded: number; total: number };

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for the typed client that sends through XMLHttpRequest, the one browser API that
 * reports upload progress. It receives the Request the client built (URL, bearer header set by
 * the client's middleware, multipart body), so callers never build URLs or touch the token.
 */
export function createXhrFetch(
  onProgress: (progress: UploadProgress) => void,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => {
        const nullBody = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(nullBody ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
