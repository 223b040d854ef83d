import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/copy-button';
import { AvatarPhoto } from '../../components/avatar-photo';
import { MemberAvatar } from '../../components/member-avatar';
import { paths } from '../../lib/paths';
import { CheckIcon } from './account-icons';
import * as accountCss from './account.css';
import * as profileCardCss from './profile-card.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';
import * as copyButtonCss from '../../components/copy-button.css';
import * as iconCss from '../../components/icon.css';
import * as memberAvatarCss from '../../components/member-avatar.css';

export interface ProfileCardUser {
  fullName: string;
  email?: string | null;
  valueId: string;
  verified: boolean;
  photo: string;
}

/** Who is signed in: photo, name, e-mail, verified state and the Value ID to copy. */
export function ProfileCard({ user }: { user: ProfileCardUser }) {
  return (
    <div className={accountCss.accountPanel} data-testid="profile-card">
      <div className={profileCardCss.who}>
        <MemberAvatar
          name={user.fullName}
          size="2xl"
          photo={
            <AvatarPhoto
              src={user.photo}
              alt={`Foto profil ${user.fullName}`}
              className={memberAvatarCss.image}
            />
          }
        />
        <div className={profileCardCss.lines}>
          <h1 className={profileCardCss.name}>{user.fullName}</h1>
          {user.email ? <p className={profileCardCss.email}>{user.email}</p> : null}
          {user.verified ? (
            <span
              className={`${badgeSubtleCss.root} ${badgeSubtleCss.green} ${profileCardCss.verified}`}
            >
              <CheckIcon className={`${iconCss.root} ${iconCss.size35}`} />
              Terverifikasi
            </span>
          ) : (
            <div className={profileCardCss.unverified}>
              <span className={`${badgeSubtleCss.root} ${badgeSubtleCss.orange}`}>
                Belum terverifikasi
              </span>
              <Link to={paths.accountSetting()} className={profileCardCss.verify}>
                Verifikasi sekarang
              </Link>
            </div>
          )}
        </div>
      </div>
      <div className={profileCardCss.valueId}>
        <div className={profileCardCss.valueIdText}>
          <p className={profileCardCss.valueIdLabel}>Value ID</p>
          <p className={profileCardCss.valueIdValue} data-testid="value-id">
            {user.valueId}
          </p>
        </div>
        <CopyButton
          value={user.valueId}
          context="Value ID"
          successMessage="Value ID berhasil disalin"
          failureMessage="Gagal menyalin Value ID"
          className={copyButtonCss.white}
        />
      </div>
    </div>
  );
}
