import { useQuery } from '@apollo/client/react';
import { PageHead } from '../../components/page-head';
import { AddressForm } from '../../features/settings/address-form';
import { EmailForm, PhoneForm } from '../../features/settings/contact-forms';
import { FormAlert, SettingsSection } from '../../features/settings/form-parts';
import { NameForm } from '../../features/settings/name-form';
import { PasswordForm } from '../../features/settings/password-form';
import { PersonalForm } from '../../features/settings/personal-form';
import { PhotoForm } from '../../features/settings/photo-form';
import { ReminderSettings } from '../../features/settings/reminder-settings';
import { SettingsQuery } from '../../features/settings/settings-query';
import * as accountSettingsCss from './account-settings.css';
import * as linkCss from '../../components/link.css';
import * as pageCss from '../../components/page.css';

const SECTIONS = [
  { id: 'foto', label: 'Foto' },
  { id: 'nama', label: 'Nama' },
  { id: 'data-diri', label: 'Data diri' },
  { id: 'alamat', label: 'Alamat' },
  { id: 'email', label: 'Email' },
  { id: 'nomor-hp', label: 'Nomor HP' },
  { id: 'kata-sandi', label: 'Kata sandi' },
  { id: 'pengingat', label: 'Pengingat' },
] as const;

/** Jump links to each section: the page is long on a phone. */
function SectionLinks() {
  return (
    <nav aria-label="Bagian pengaturan" className={accountSettingsCss.jumps}>
      {SECTIONS.map((section) => (
        <a
          key={section.id}
          href={`#${section.id}`}
          className={`${linkCss.root} ${accountSettingsCss.jump}`}
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}

export function Component() {
  const { data } = useQuery(SettingsQuery, { errorPolicy: 'all' });
  const viewer = data?.viewer;

  return (
    <div className={accountSettingsCss.root}>
      <PageHead
        title="Pengaturan Akun"
        description="Ubah nama, foto, alamat, email, nomor HP, kata sandi dan pengingat akunmu."
        robots="noindex, nofollow"
      />
      <div>
        <h1 className={pageCss.title}>Pengaturan Akun</h1>
        <p className={accountSettingsCss.intro}>
          Ubah data diri, foto, alamat, email, nomor HP dan kata sandimu. Setiap bagian disimpan
          sendiri-sendiri.
        </p>
      </div>
      {!viewer ? (
        <FormAlert>
          Pengaturan akun belum dapat dimuat. Muat ulang halaman ini sebentar lagi.
        </FormAlert>
      ) : (
        // Keyed by member: a different member never sees the previous one's typed values.
        <div className={accountSettingsCss.sections} key={viewer.user.valueId}>
          <SectionLinks />
          <SettingsSection
            id="foto"
            title="Foto profil"
            description="Foto tampil di menu akun dan kartu profilmu."
          >
            <PhotoForm user={viewer.user} />
          </SettingsSection>
          <SettingsSection
            id="nama"
            title="Nama"
            description="Nama sesuai identitas. Nama hanya dapat diubah sekali dalam 30 hari."
          >
            <NameForm
              user={viewer.user}
              canUpdateName={viewer.profile.canUpdateName}
              nextNameUpdateDate={viewer.profile.nextNameUpdateDate}
            />
          </SettingsSection>
          <SettingsSection
            id="data-diri"
            title="Data diri"
            description="Membantu kami menampilkan promo yang sesuai untukmu."
          >
            <PersonalForm
              professions={viewer.professions}
              profile={{
                professionId: viewer.profile.profession?.id ?? null,
                birthDate: viewer.profile.birthDate,
                gender: viewer.profile.gender,
              }}
            />
          </SettingsSection>
          <SettingsSection id="alamat" title="Alamat" description="Domisili tempat kamu tinggal.">
            <AddressForm
              address={
                viewer.profile.address && {
                  provinceId: viewer.profile.address.provinceId,
                  cityId: viewer.profile.address.cityId,
                  districtId: viewer.profile.address.districtId,
                  zipcode: viewer.profile.address.zipcode,
                }
              }
            />
          </SettingsSection>
          <SettingsSection
            id="email"
            title="Email"
            description="Kami mengirim kode OTP ke email baru untuk memastikan email itu milikmu."
          >
            <EmailForm email={viewer.user.email} verified={viewer.user.emailVerified} />
          </SettingsSection>
          <SettingsSection
            id="nomor-hp"
            title="Nomor HP"
            description="Kami mengirim kode OTP lewat SMS ke nomor baru."
          >
            <PhoneForm phone={viewer.user.phone} verified={viewer.user.phoneVerified} />
          </SettingsSection>
          <SettingsSection
            id="kata-sandi"
            title="Kata sandi"
            description="Gunakan kata sandi yang tidak kamu pakai di tempat lain."
          >
            <PasswordForm />
          </SettingsSection>
          <SettingsSection
            id="pengingat"
            title="Pengingat"
            description="Dapatkan notifikasi di perangkat ini saat poinmu akan hangus dalam 30, 7 dan 1 hari, saat vouchermu berakhir dalam 7 dan 1 hari, dan sehari sebelum acara yang kamu ikuti."
          >
            <ReminderSettings />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
