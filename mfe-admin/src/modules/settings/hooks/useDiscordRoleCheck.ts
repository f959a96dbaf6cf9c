import type { DiscordRoleCheckRun } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchDiscordRoleCheck } from '../api/fetchDiscordRoleCheck';
import { runDiscordRoleCheck } from '../api/runDiscordRoleCheck';

/** How often a running check is asked how far it got. */
export const ROLE_CHECK_POLL_MS = 1000;

/**
 * Check now: `start` starts a run, which goes on in the gateway; the latest run is read, and read
 * again while it is running, so a page opened (or reloaded) during a run shows its progress too.
 * `ended` is a run this page saw running once it has finished or failed; then the settings (last
 * check) and the access changes are read again, since even a run that failed may have changed some.
 */
export function useDiscordRoleCheck() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: adminQueryKeys.discordRoleCheck,
    queryFn: () => fetchDiscordRoleCheck(api),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ROLE_CHECK_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: () => runDiscordRoleCheck(api),
    onSuccess: (run) => queryClient.setQueryData(adminQueryKeys.discordRoleCheck, run),
    // A 409 may mean another run is going: show its progress.
    onError: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.discordRoleCheck, exact: true }),
  });

  const run = latest.data;
  const running = run?.status === 'running' ? run : null;
  // The run this page follows, by when it started: one it started or found running.
  const [followed, setFollowed] = useState<string | null>(null);
  const runningSince = running?.startedAt ?? null;
  useEffect(() => {
    if (runningSince) setFollowed(runningSince);
  }, [runningSince]);
  const ended: DiscordRoleCheckRun | null =
    run && !running && followed !== null && run.startedAt === followed ? run : null;

  const endedKey = ended ? `${ended.startedAt}:${ended.status}` : null;
  useEffect(() => {
    if (!endedKey) return;
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.discordRoleAccess, exact: true });
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.discordAccessChanges });
  }, [endedKey, queryClient]);

  return { running, ended, start };
}
