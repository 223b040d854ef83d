import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast } from 'sonner';
import type * as SonnerToasterModule from './sonner-toaster';

type SonnerToaster = typeof SonnerToasterModule;
type Kind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

/**
 * Most visits never show a toast, so sonner (about 9 KB gzip) is not part of the first load:
 * the first toast downloads it and mounts the toast area, then shows itself. Sonner's toaster
 * only hears toasts published after it has subscribed (in its mount effect), so toasts wait in
 * `pending` until the area reports that it is mounted.
 */
let loading: Promise<SonnerToaster> | null = null;
let mountArea: ((area: SonnerToaster) => void) | null = null;
let mounted: SonnerToaster | null = null;
let pending: Array<(module: SonnerToaster) => void> = [];

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (mounted) {
    mounted.toast[kind](message, options);
    return;
  }
  pending.push((module) => module.toast[kind](message, options));
  loading ??= import('./sonner-toaster');
  void loading.then((module) => mountArea?.(module));
}

function flush(module: SonnerToaster) {
  mounted = module;
  const waiting = pending;
  pending = [];
  for (const toast of waiting) toast(module);
}

/**
 * The one way to show a toast: default, success, info, warning, error and loading (SPEC 8),
 * e.g. `toaster.success('Kode Referral Berhasil Disalin')`.
 */
export const toaster = {
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
};

/** Tells the toasts waiting for the area that it now listens (runs after sonner's own effect). */
function MountedArea({ module }: { module: SonnerToaster }) {
  const Area: ComponentType = module.SonnerToastArea;
  useEffect(() => {
    flush(module);
    return () => {
      mounted = null;
    };
  }, [module]);
  return <Area />;
}

/** Where toasts appear (SPEC 9): empty, and without sonner's code, until the first toast. */
export function Toaster() {
  const [module, setModule] = useState<SonnerToaster | null>(mounted);
  useEffect(() => {
    mountArea = setModule;
    if (pending.length > 0) void loading?.then(setModule);
    return () => {
      if (mountArea === setModule) mountArea = null;
    };
  }, []);
  return module ? <MountedArea module={module} /> : null;
}
