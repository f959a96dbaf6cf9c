import { startTestGateway, type TestGateway, type TestGatewayOptions } from '../../support/testGateway';

export type Pair = { a: TestGateway; b: TestGateway; close(): Promise<void> };

/** Two gateway instances of one deployment: same database, secrets, storage folder and sandboxes. */
export async function startPair(env: Record<string, string> = {}, options: TestGatewayOptions = {}): Promise<Pair> {
  const a = await startTestGateway(env, options);
  const b = await startTestGateway(env, { ...options, peer: a });
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}
