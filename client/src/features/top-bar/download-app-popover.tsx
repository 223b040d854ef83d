import { DeferredControl } from '../../lib/deferred-control';
import { DownloadAppTrigger } from './download-app-trigger';

const importLive = () => import('./download-app-popover-live');

/**
 * SPEC 2: the top bar's download popover. The server sends its closed trigger; the popover
 * (QR code, invitation, store badges) loads after hydration or on first reach.
 */
export function DownloadAppPopover() {
  return (
    <DeferredControl
      importer={importLive}
      standIn={(trigger) => <DownloadAppTrigger {...trigger} />}
      live={(module, open, triggerMark) => (
        <module.LiveDownloadAppPopover open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
