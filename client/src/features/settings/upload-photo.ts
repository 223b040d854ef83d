/** What `POST /webapi/account/photo` answered. */
export type PhotoUploadResult =
  { ok: true; photo: string } | { ok: false; status: number; message: string };

const FAILED = 'Foto belum terunggah. Periksa koneksi internet kamu, lalu coba lagi.';

/**
 * Sends the photo as multipart (field `photo`) with XMLHttpRequest, the one browser API that
 * reports upload progress (`fetch` does not): `onProgress` gets 0–100.
 */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<PhotoUploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/webapi/account/photo');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { photo?: string; detail?: string };
      if (request.status === 200 && body.photo) {
        resolve({ ok: true, photo: body.photo });
        return;
      }
      resolve({ ok: false, status: request.status, message: body.detail ?? FAILED });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: FAILED });
    const data = new FormData();
    data.append('photo', file, file.name);
    request.send(data);
  });
}
