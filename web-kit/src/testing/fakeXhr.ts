// XMLHttpRequest over a `fetch`: the network boundary of uploads. Component tests route it to
// the FakeGateway and may hold an upload to drive its progress by hand; the pact tests route it
// to Pact's mock server through Node's fetch.

type Backend = (request: Request) => Promise<Response>;

/** An upload the test drives: report progress, then let it reach the backend. */
export type HeldUpload = {
  url: string;
  total: number;
  progress(loaded: number): void;
  complete(): Promise<void>;
};

const state: { backend: Backend | null; hold: boolean; held: HeldUpload[] } = { backend: null, hold: false, held: [] };

function progressEvent(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
}

class FakeXMLHttpRequest extends EventTarget {
  readonly upload = new EventTarget();
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = '';
  private aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: Blob | null): void {
    const total = body?.size ?? 0;
    const backend = state.backend ?? ((request: Request) => fetch(request));
    const run = async () => {
      if (this.aborted) return;
      try {
        const response = await backend(
          new Request(this.url, { method: this.method, headers: this.headers, body: body ?? null }),
        );
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        const lines: string[] = [];
        response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
        this.responseHeaders = lines.join('\r\n');
        this.readyState = 4;
        this.dispatchEvent(new Event('load'));
      } catch {
        this.readyState = 4;
        this.dispatchEvent(new Event('error'));
      }
    };
    const upload: HeldUpload = {
      url: this.url,
      total,
      progress: (loaded) => this.upload.dispatchEvent(progressEvent(loaded, total)),
      complete: async () => {
        this.upload.dispatchEvent(progressEvent(total, total));
        await run();
      },
    };
    if (state.hold) {
      state.held.push(upload);
      return;
    }
    setTimeout(() => {
      upload.progress(Math.floor(total / 2));
      void upload.complete();
    }, 0);
  }
}

/** Replaces the global XMLHttpRequest (jsdom's cannot reach a fake fetch; Node has none). */
export function installFakeXhr(): void {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXMLHttpRequest;
}

/** Where uploads go; null means the global fetch. Uploads complete on their own unless held. */
export function routeXhrTo(backend: Backend | null): void {
  state.backend = backend;
  state.hold = false;
  state.held = [];
}

/** From now on uploads wait for the test: see `heldUploads()`. */
export function holdUploads(): void {
  state.hold = true;
}

export function heldUploads(): readonly HeldUpload[] {
  return state.held;
}
