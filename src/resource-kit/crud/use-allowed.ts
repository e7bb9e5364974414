import { useCanWithoutCache } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import type { ResourceDef } from "../types";

/**
 * Which of these actions the user may take on a resource (or one of its records), asked of Refine's
 * access-control provider in one go, so a row can lay out its permitted actions at once. Without a
 * provider everything is allowed, as with Refine's own useCan.
 */
export function useAllowed(def: ResourceDef, actions: readonly string[], id?: string) {
  const { can } = useCanWithoutCache();
  const { data } = useQuery({
    queryKey: ["kit-allowed", def.name, id ?? null, ...actions],
    queryFn: async () => {
      const answers = await Promise.all(
        actions.map((action) => (can ? can({ resource: def.name, action, params: { id } }) : { can: true })),
      );
      return new Set(actions.filter((_, index) => answers[index]?.can === true));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
