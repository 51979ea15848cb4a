/** The team of this host (or the caller's own), shared by the team pages through one query. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamJson, TeamRole } from '@podium/shared';
import { fetchTeam } from '../../api/teams';
import { ApiError } from '../../api/client';

export const TEAM_QUERY_KEY = ['team'] as const;

/** The team query; a 404 (no team, or not this team's member) is not retried. */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => fetchTeam(signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Replaces the cached team after a save. */
export function useSetTeam() {
  const client = useQueryClient();
  return (team: TeamJson) => client.setQueryData<{ team: TeamJson; role: TeamRole }>(TEAM_QUERY_KEY, (old) => (old ? { ...old, team } : old));
}

/** True for the error a non-member gets (404): the page then is a 404 too. */
export const isMissingTeam = (error: unknown) => error instanceof ApiError && error.status === 404;
