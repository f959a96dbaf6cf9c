import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from 'react-hot-toast';
import { installFakeXhr } from './fakeXhr';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// The charts load lazily; give findBy* room under load.
configure({ asyncUtilTimeout: 10_000 });

const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom's FormData, File and Blob are not the ones Node's fetch (Request, Response) understands:
  // a jsdom FormData body loses its file. Use Node's, as a browser has one consistent set.
  const nodeFormData = (
    await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  Object.assign(globalThis, { FormData: nodeFormData, File: NodeFile, Blob: NodeBlob });
  // jsdom has neither object URLs nor matchMedia; downloads and media queries use them.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/fake-object-url');
  URL.revokeObjectURL = vi.fn();
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  installFakeXhr();
}

beforeEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  // Filters live in the address bar: every test starts from a clean URL.
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  toast.remove();
});
