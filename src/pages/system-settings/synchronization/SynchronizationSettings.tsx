import { LdapConnectionCard } from "./LdapConnectionCard";
import { OuMappingCard } from "./OuMappingCard";
import { SyncCard } from "./SyncCard";

/**
 * The synchronisation settings tab: the LDAP connection, the OU → department mapping, and the user
 * synchronisation with its live status. A component of its own, so that the system settings page
 * can host it as one of its tabs.
 */
export function SynchronizationSettings() {
  return (
    <div className="settings-stack">
      <LdapConnectionCard />
      <OuMappingCard />
      <SyncCard />
    </div>
  );
}
