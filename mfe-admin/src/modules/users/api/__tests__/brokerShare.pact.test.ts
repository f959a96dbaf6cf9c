// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { userBody } from '../../../../test/pactBodies';
import { AdminPactStates, PACT_PENDING_USERNAME } from '../../../../test/pactStates';
import { updateUser } from '../updateUser';

const { boolean, fromProviderState, string } = Matchers;

const JSON_REQUEST = { ...bearer, 'Content-Type': 'application/json' };
const USER_PATH = fromProviderState('/admin/users/${pendingUserId}', '/admin/users/7f3c2a10-pending');
const pendingUserBody = (brokerSharePercent: unknown) =>
  userBody({
    username: string(PACT_PENDING_USERNAME),
    name: string('Pact-pending'),
    email: string('pact-pending@sandbox.example'),
    isWhitelisted: boolean(false),
    brokerSharePercent,
  });

describe('mfe-admin → gateway: a member’s own broker share', () => {
  const pact = createConsumerPact('mfe-admin');

  it('sets a member’s own share of broker fees', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a request to give a member a 60 % broker share')
      .withRequest({ method: 'PUT', path: USER_PATH, headers: JSON_REQUEST, body: { brokerSharePercent: 60 } })
      .willRespondWith({ status: 200, body: pendingUserBody(60) });
    return pact.executeTest(async (server) => {
      const user = await updateUser(pactClient(server.url), '7f3c2a10-pending', { brokerSharePercent: 60 });
      expect(user.brokerSharePercent).toBe(60);
    });
  });

  it('puts a member back on the default share with null', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a request to put a member back on the default broker share')
      .withRequest({ method: 'PUT', path: USER_PATH, headers: JSON_REQUEST, body: { brokerSharePercent: null } })
      .willRespondWith({ status: 200, body: pendingUserBody(null) });
    return pact.executeTest(async (server) => {
      const user = await updateUser(pactClient(server.url), '7f3c2a10-pending', { brokerSharePercent: null });
      expect(user.brokerSharePercent).toBeNull();
    });
  });

  // A share over 100 is refused by the contract itself, so no pact sends one (pacts must match
  // openapi.yaml); the dialog's handling of that 400 is a component test.
});
