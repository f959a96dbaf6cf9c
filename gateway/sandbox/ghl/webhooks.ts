import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { now, type GhlStore } from './store';
import type { GhlWebhookEventBody, SendWebhookOptions } from './types';

const signWith = (key: KeyObject, rawBody: string) => sign(null, Buffer.from(rawBody, 'utf8'), key).toString('base64');

/** GHL's webhooks: its own Ed25519 key, events shaped as GHL sends them, signed (`X-GHL-Signature`) over the raw body. */
export function createGhlWebhooks(store: GhlStore) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const forgerKey: KeyObject = generateKeyPairSync('ed25519').privateKey;
  const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();

  function webhookEvent(type: string, opportunityId: string, extra: Record<string, unknown> = {}): GhlWebhookEventBody {
    const o = store.opportunities.get(opportunityId);
    return {
      type,
      locationId: store.locationId,
      id: opportunityId,
      ...(o
        ? {
            assignedTo: o.assignedTo,
            contactId: o.contactId,
            monetaryValue: o.monetaryValue,
            name: o.name,
            pipelineId: o.pipelineId,
            pipelineStageId: o.pipelineStageId,
            source: o.source,
            status: o.status,
            dateAdded: o.createdAt,
          }
        : {}),
      timestamp: now(),
      webhookId: randomUUID(),
      ...extra,
    };
  }

  async function sendSignedWebhook(gatewayUrl: string, event: GhlWebhookEventBody, send: SendWebhookOptions = {}) {
    const target = gatewayUrl.includes('/api/webhooks/ghl')
      ? gatewayUrl
      : `${gatewayUrl.replace(/\/+$/, '')}/api/webhooks/ghl`;
    const rawBody = send.rawBody ?? JSON.stringify(event);
    const signature = send.signature === undefined ? signWith(privateKey, rawBody) : send.signature;
    return fetch(target, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'GoHighLevel-Webhook-Sandbox',
        ...(signature !== null ? { 'X-GHL-Signature': signature } : {}),
        ...send.headers,
      },
      body: rawBody,
    });
  }

  return {
    publicKeyPem,
    webhookEvent,
    sendSignedWebhook,
    sign: (rawBody: string) => signWith(privateKey, rawBody),
    forge: (rawBody: string) => signWith(forgerKey, rawBody),
  };
}

export type GhlWebhooks = ReturnType<typeof createGhlWebhooks>;
