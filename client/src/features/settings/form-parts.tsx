import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StatusAlert } from '../../components/status-alert';
import * as formPartsCss from './form-parts.css';
import * as headingCss from '../../components/heading.css';

/** A refusal that concerns the whole form (or no field of it), above the form. */
export function FormAlert(props: { children: ReactNode; status?: 'error' | 'info' | 'warning' }) {
  return (
    <StatusAlert
      status={props.status ?? 'error'}
      role={props.status ? 'status' : 'alert'}
      title={props.children}
      titleClassName={formPartsCss.settingsFormAlertText}
    />
  );
}

/** One settings section: a card with its heading, a line about it and its own form. */
export function SettingsSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section id={props.id} aria-labelledby={headingId} className={formPartsCss.settingsSection}>
      <div className={formPartsCss.settingsSectionHead}>
        <h2 className={`${headingCss.root} ${headingCss.md}`} id={headingId}>
          {props.title}
        </h2>
        {props.description ? (
          <p className={formPartsCss.settingsSectionDescription}>{props.description}</p>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}

export const NETWORK_FAILURE =
  'Perubahan belum tersimpan. Periksa koneksi internet kamu, lalu coba lagi.';
export const SESSION_ENDED = 'Sesi kamu sudah berakhir. Masuk lagi untuk menyimpan perubahan.';
/** What `showRefusal` says above a settings form when no answer came or the session ended. */
export const SETTINGS_REFUSAL = { failure: NETWORK_FAILURE, sessionEnded: SESSION_ENDED };

/** Every section's own "Simpan", at the start of the form's last line (a form control). */
export function SaveButton(props: { disabled?: boolean; loading?: boolean; label?: string }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      alignSelf="flex-start"
      minW="32"
      disabled={props.disabled}
      loading={props.loading}
      loadingText="Menyimpan…"
    >
      {props.label ?? 'Simpan'}
    </Button>
  );
}
