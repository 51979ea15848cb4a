/** /users/edit: account settings — profile, picture, e-mail, password, media storage, file storage sync, presentation/export preferences, your data and account deletion. */
import type { UserJson } from '@podium/shared';
import { useSession } from '../../session/SessionContext';
import { AvatarSection } from './AvatarSection';
import { EmailSection, PasswordSection } from './CredentialSections';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { StorageSection } from './StorageSection';
import { FileStorageSection } from './FileStorageSection';
import { YourDataSection } from './YourDataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import '../../styles/settings-grid.css';
import './AccountEditPage.css';

/** Account settings; only mounted behind <RequireUser>. */
export function AccountEditPage() {
  const { user } = useSession();
  if (!user) return null;
  return <AccountSettings user={user} />;
}

function AccountSettings({ user }: { user: UserJson }) {
  return (
    <div className="page account">
      <title>Account settings · Podium</title>
      <div className="page__header">
        <h1>Account settings</h1>
      </div>
      <div className="settings-grid">
        <nav className="settings-grid__nav" aria-label="Account settings sections">
          <a href="#profile">Profile</a>
          <a href="#email">Email</a>
          <a href="#password">Password</a>
          <a href="#storage">Storage</a>
          <a href="#file-storage">File storage</a>
          <a href="#preferences">Preferences</a>
          <a href="#your-data">Your data</a>
          <a href="#delete-account">Delete account</a>
        </nav>
        <div className="settings-grid__sections">
          <section className="card" id="profile" aria-labelledby="profile-heading">
            <h2 id="profile-heading">Profile</h2>
            <AvatarSection user={user} />
            <ProfileSection user={user} />
          </section>
          <section className="card" id="email" aria-labelledby="email-heading">
            <h2 id="email-heading">Email</h2>
            <EmailSection user={user} />
          </section>
          <section className="card" id="password" aria-labelledby="password-heading">
            <h2 id="password-heading">Change password</h2>
            <PasswordSection />
          </section>
          <section className="card" id="storage" aria-labelledby="storage-heading">
            <h2 id="storage-heading">Media storage</h2>
            <StorageSection />
          </section>
          <section className="card" id="file-storage" aria-labelledby="file-storage-heading">
            <h2 id="file-storage-heading">File storage sync</h2>
            <FileStorageSection />
          </section>
          <section className="card" id="preferences" aria-labelledby="preferences-heading">
            <h2 id="preferences-heading">Preferences</h2>
            <PreferencesSection />
          </section>
          <section className="card" id="your-data" aria-labelledby="your-data-heading">
            <h2 id="your-data-heading">Your data</h2>
            <YourDataSection />
          </section>
          <section className="card" id="delete-account" aria-labelledby="delete-account-heading">
            <h2 id="delete-account-heading">Delete account</h2>
            <DeleteAccountSection user={user} />
          </section>
        </div>
      </div>
    </div>
  );
}
