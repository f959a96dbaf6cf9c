import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchDiscordGuildRoles } from '../api/fetchDiscordGuildRoles';

/** A Discord snowflake as text (what the gateway accepts as a guild id). */
export const isSnowflake = (text: string) => /^\d{17,20}$/.test(text);

/**
 * The roles of `guildId` read by the gateway with the bot token, highest first; idle while the
 * id is not a Discord id or there is no bot token (`enabled` false). Refusals are not retried:
 * they say what to fix (token, invite, guild id).
 */
export function useDiscordGuildRoles(guildId: string, enabled: boolean) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.discordGuildRoles(guildId),
    queryFn: () => fetchDiscordGuildRoles(api, guildId),
    enabled: enabled && isSnowflake(guildId),
    retry: false,
    staleTime: 60_000,
  });
}
