// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { AdminPactStates, PACT_DRIVE_EMAIL } from '../../../../test/pactStates';
import { fetchAnalytics } from '../fetchAnalytics';
import { fetchOneDriveStatus } from '../fetchOneDriveStatus';
import { testGhlConnection } from '../testGhlConnection';

const { boolean, eachLike, integer, like, number, string } = Matchers;

describe('mfe-admin → gateway: overview', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the platform figures', () => {
    pact
      .given(AdminPactStates.memberHasTwoDeals)
      .uponReceiving('a request for the admin analytics')
      .withRequest({ method: 'GET', path: '/admin/analytics', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          users: { total: integer(3), active: integer(3), admins: integer(1), pending: integer(1) },
          deals: {
            total: integer(2),
            totalValue: number(3000000),
            byStatus: like({ Open: integer(1), 'Under Review': integer(1) }),
          },
          overview: { totalActivity: integer(2), recentActivity: integer(2) },
          performance: {
            topUsers: eachLike({ id: string('4d1c5c1e'), name: string('Demo Member'), dealsCount: integer(2) }),
          },
        },
      });
    return pact.executeTest(async (server) => {
      const analytics = await fetchAnalytics(pactClient(server.url));
      expect(analytics.deals.byStatus.Open).toBe(1);
      expect(analytics.performance.topUsers[0]?.dealsCount).toBe(2);
    });
  });

  it('reads the OneDrive status when no drive is connected', () => {
    pact
      .given(AdminPactStates.noOneDrive)
      .uponReceiving('a request for the OneDrive status with no drive connected')
      .withRequest({ method: 'GET', path: '/admin/onedrive/status', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          connected: false,
          expired: false,
          email: null,
          // A signed single-use state starting with onedrive_auth (see README: the provider run has no
          // Microsoft configured, where the URL is empty, so only its type is checked here).
          authorizeUrl: string(
            'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?response_type=code&state=onedrive_auth.e30.sig',
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const status = await fetchOneDriveStatus(pactClient(server.url));
      expect(status.connected).toBe(false);
    });
  });

  it('reads the OneDrive status when a drive is connected', () => {
    pact
      .given(AdminPactStates.oneDriveConnected)
      .uponReceiving('a request for the OneDrive status with a drive connected')
      .withRequest({ method: 'GET', path: '/admin/onedrive/status', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          connected: true,
          expired: false,
          email: PACT_DRIVE_EMAIL,
          authorizeUrl: string('https://login.example/authorize'),
        },
      });
    return pact.executeTest(async (server) => {
      const status = await fetchOneDriveStatus(pactClient(server.url));
      expect(status).toMatchObject({ connected: true, expired: false, email: PACT_DRIVE_EMAIL });
    });
  });

  it('reads the OneDrive status when the drive needs reconnecting', () => {
    pact
      .given(AdminPactStates.oneDriveExpired)
      .uponReceiving('a request for the OneDrive status with an expired drive')
      .withRequest({ method: 'GET', path: '/admin/onedrive/status', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          connected: true,
          expired: true,
          email: PACT_DRIVE_EMAIL,
          authorizeUrl: string('https://login.example/authorize'),
        },
      });
    return pact.executeTest(async (server) => {
      const status = await fetchOneDriveStatus(pactClient(server.url));
      expect(status).toMatchObject({ connected: true, expired: true });
    });
  });

  it('tests the GHL connection', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving('a request to test the GHL connection')
      .withRequest({ method: 'GET', path: '/admin/ghl/test', headers: bearer })
      .willRespondWith({ status: 200, body: { connected: boolean(true) } });
    return pact.executeTest(async (server) => {
      expect(typeof (await testGhlConnection(pactClient(server.url)))).toBe('boolean');
    });
  });
});
