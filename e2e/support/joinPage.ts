import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in community membership page on loopback, so `/join` has somewhere real to go. */
export async function startJoinPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Community</title><h1>Join the community</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/community`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
