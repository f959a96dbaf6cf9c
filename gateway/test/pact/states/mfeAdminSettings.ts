import { PACT_ADMIN_USERNAME, SettingsPactStates } from '../../../../mfe-admin/src/test/pactStates';
import type { StateContext, StateHandlers } from './context';

/**
 * Provider states of mfe-admin's Settings pacts for the document checklists, the stale-deal
 * thresholds and the per-member quotas. Each starts from, and afterwards returns to, the shipped defaults (nothing saved),
 * so a save replayed here never leaks into another consumer's interaction.
 */
export function mfeAdminSettingsStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;

  async function signInAdmin(): Promise<void> {
    const users = container().repositories.users;
    const existing = await users.findByUsername(PACT_ADMIN_USERNAME);
    const id = existing?._id ?? (await t.signIn(PACT_ADMIN_USERNAME)).user.id;
    await users.setFlags(id, { isAdmin: true, isWhitelisted: true });
    const token = (await container().services.auth.openSession(id))!.grant.token;
    setToken(token);
  }

  async function checklistDefaults(): Promise<void> {
    const { deletedCount } = await t.gateway.db.collection('checklistsettings').deleteMany({});
    // A save recomputed every deal's progress; put the defaults' figures back.
    if (deletedCount > 0) await container().services.checklist.recomputeAll(false);
  }

  async function staleDefaults(): Promise<void> {
    await t.gateway.db.collection('settings').deleteOne({ _id: 'stale-thresholds' } as never);
    await t.gateway.container.infra.settingsCache.changed();
  }

  async function quotasDefaults(): Promise<void> {
    await t.gateway.db.collection('settings').deleteOne({ _id: 'quotas' } as never);
    await t.gateway.container.infra.settingsCache.changed();
  }

  /** A state that seeds, signs the admin in, and afterwards puts the defaults back. */
  const state = (seed: () => Promise<void>, teardown: () => Promise<void>) => {
    const setup = async () => {
      await seed();
      await signInAdmin();
    };
    return Object.assign(setup, { setup, teardown });
  };

  /** One item per deal type and a 30-day reminder, saved through the real service. */
  async function checklistSaved(): Promise<void> {
    await checklistDefaults();
    const { templates } = await container().services.checklist.getSettings();
    const saved = await container().services.checklist.saveSettings({
      reminderAfterDays: 30,
      templates: templates.map((template) => ({ ...template, items: template.items.slice(0, 1) })),
    });
    if (!saved.ok) throw new Error(`state setup: ${saved.error.message}`);
  }

  /** Qualification 10 days and Closed 90, saved through the real service. */
  async function staleSaved(): Promise<void> {
    await staleDefaults();
    const saved = await container().services.staleThresholds.save({
      stages: [
        { stage: 'Qualification', days: 10 },
        { stage: 'Closed', days: 90 },
      ],
    });
    if (!saved.ok) throw new Error(`state setup: ${saved.error.message}`);
  }

  return {
    [SettingsPactStates.checklistDefaults]: state(checklistDefaults, checklistDefaults),
    [SettingsPactStates.checklistSaved]: state(checklistSaved, checklistDefaults),
    [SettingsPactStates.staleDefaults]: state(staleDefaults, staleDefaults),
    [SettingsPactStates.staleSaved]: state(staleSaved, staleDefaults),
    [SettingsPactStates.quotasDefaults]: state(quotasDefaults, quotasDefaults),
  };
}
