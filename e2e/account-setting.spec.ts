import { expect, test, type Locator, type Page } from './support/test';
import { BUDI, logOut, registerMember, signInOverHttp } from './support/sign-in';

// Every test that saves something works on a fresh member (registerMember): Budi and Siti stay
// as seeded for the other specs. The forms are one column at every size: desktop only.
// Each test signs a member up and walks a whole form, server round trips included.
test.slow();

const SETTINGS = '/account/setting';

/** The section (a card with its heading) a form lives in. */
const section = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });

/** The message beside a field: the element its aria-describedby names. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const ids = describedBy.split(' ').filter(Boolean);
  expect(ids.length, 'the field names its message').toBeGreaterThan(0);
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(message);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The last code the upstream sent to `to` (its outbox holds every member's: filtered). */
async function outbox(upstreamURL: string, to: string): Promise<string> {
  const response = await fetch(`${upstreamURL}/__outbox`);
  const messages = (await response.json()) as Array<{ to: string; code: string }>;
  const code = messages.filter((message) => message.to === to).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

/** Waits for the client to take over the server's HTML (the forms' buttons enable then). */
async function openSettings(page: Page) {
  await page.goto(SETTINGS);
  await expect(
    section(page, 'Nama').getByRole('button', { name: 'Simpan', exact: true }),
  ).toBeEnabled();
}

test.describe("Budi's settings", () => {
  test.use({ signedInAs: BUDI });

  test("renders Budi's settings on the server in one pass, with his saved choices", async ({
    page,
  }) => {
    const response = await page.goto(SETTINGS);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-render-passes']).toBe('1');
    const html = (await response?.text()) ?? '';
    for (const heading of ['Foto profil', 'Nama', 'Data diri', 'Alamat', 'Email', 'Kata sandi']) {
      expect(html).toContain(`>${heading}</h2>`);
    }

    await expect(page.getByLabel('Nama depan')).toHaveValue('Budi');
    // The saved address's lists came with the page: every level is chosen and filled.
    const address = section(page, 'Alamat');
    await expect(address.getByLabel('Provinsi')).toHaveValue('31');
    await expect(address.getByLabel('Kota/Kabupaten')).toHaveValue('3171');
    await expect(address.getByLabel('Kecamatan')).toHaveValue('317101');
    await expect(address.getByLabel('Kode pos')).toHaveValue('12110');
    await expect(section(page, 'Email').getByTestId('current-email')).toHaveText(BUDI.email);
  });
});

test('name: a failed check keeps the input; a saved name shows in the header and locks the form', async ({
  page,
}) => {
  await registerMember(page);
  await openSettings(page);
  const first = page.getByLabel('Nama depan');
  const last = page.getByLabel('Nama belakang');
  await first.fill('');
  await last.fill('Wati 2');
  await section(page, 'Nama').getByRole('button', { name: 'Simpan' }).click();
  await expectFieldError(page, first, 'Nama depan wajib diisi');
  await expectFieldError(page, last, 'Nama belakang hanya boleh berisi huruf dan spasi');
  await expect(first).toBeFocused();
  await expect(last).toHaveValue('Wati 2');

  await first.fill('Rina');
  await last.fill('Wati');
  await section(page, 'Nama').getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Profil berhasil disimpan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu akun Rina Wati' })).toBeVisible();
  // Once every 30 days: the form says until when, and cannot be sent.
  await expect(section(page, 'Nama')).toContainText(
    'Nama hanya dapat diubah sekali dalam 30 hari. Kamu bisa mengubahnya lagi mulai',
  );
  await expect(first).toBeDisabled();
});

test('personal data and the address cascade: checked, saved, and shown again after a reload', async ({
  page,
}) => {
  await registerMember(page);
  await openSettings(page);

  const personal = section(page, 'Data diri');
  const birthDate = personal.getByLabel('Tanggal lahir');
  await personal.getByLabel('Profesi').selectOption({ label: 'Wiraswasta' });
  await birthDate.fill('1850-01-01');
  await personal.getByRole('button', { name: 'Simpan' }).click();
  await expectFieldError(page, birthDate, 'Tanggal lahir tidak valid');
  await expect(birthDate).toBeFocused();
  await birthDate.fill('1994-08-17');
  await personal.getByLabel('Jenis kelamin').selectOption('FEMALE');
  await personal.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Profil berhasil disimpan')).toBeVisible();

  const address = section(page, 'Alamat');
  const province = address.getByLabel('Provinsi');
  const city = address.getByLabel('Kota/Kabupaten');
  const district = address.getByLabel('Kecamatan');
  const zipcode = address.getByLabel('Kode pos');
  // Nothing below the province can be chosen before it.
  await expect(city).toBeDisabled();
  await province.selectOption({ label: 'Jawa Barat' });
  // The city list loads for the province: until then the field is disabled and cannot take the
  // focus a failed check gives it.
  await expect(city).toBeEnabled();
  await address.getByRole('button', { name: 'Simpan' }).click();
  await expectFieldError(page, city, 'Pilih kota atau kabupaten');
  await expect(city).toBeFocused();
  await expect(province).toHaveValue('32');

  await city.selectOption({ label: 'Kota Bandung' });
  await expect(district).toBeEnabled();
  await district.selectOption({ index: 1 });
  await expect(zipcode).toBeEnabled();
  await zipcode.selectOption({ index: 1 });
  const chosen = {
    district: await district.inputValue(),
    zipcode: await zipcode.inputValue(),
  };
  // A parent's change empties its children.
  await province.selectOption({ label: 'Bali' });
  await expect(city).toHaveValue('');
  await expect(district).toBeDisabled();
  await province.selectOption({ label: 'Jawa Barat' });
  await city.selectOption({ label: 'Kota Bandung' });
  await district.selectOption(chosen.district);
  await zipcode.selectOption(chosen.zipcode);
  await address.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Alamat berhasil disimpan')).toBeVisible();

  await page.reload();
  await expect(province).toHaveValue('32');
  await expect(city).not.toHaveValue('');
  await expect(district).toHaveValue(chosen.district);
  await expect(zipcode).toHaveValue(chosen.zipcode);
  await expect(personal.getByLabel('Profesi').locator('option:checked')).toHaveText('Wiraswasta');
  await expect(birthDate).toHaveValue('1994-08-17');
});

test('e-mail change: the code from the outbox, a wrong and an expired code, the resend countdown', async ({
  page,
  upstreamURL,
}) => {
  const member = await registerMember(page);
  await openSettings(page);
  const email = section(page, 'Email');
  const newEmail = email.getByLabel('Email baru');

  await newEmail.fill('rina@contoh');
  await email.getByRole('button', { name: 'Kirim kode' }).click();
  await expectFieldError(page, newEmail, 'Format email tidak valid');
  await expect(newEmail).toBeFocused();
  await expect(newEmail).toHaveValue('rina@contoh');

  // An address another member uses is refused beside the field.
  await newEmail.fill(BUDI.email);
  await email.getByRole('button', { name: 'Kirim kode' }).click();
  await expectFieldError(page, newEmail, 'Email sudah terdaftar');

  const target = `baru-${member.email}`;
  await newEmail.fill(target);
  await email.getByRole('button', { name: 'Kirim kode' }).click();
  const otp = email.getByLabel('Kode OTP');
  await expect(otp).toHaveAttribute('inputmode', 'numeric');
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  const resend = email.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Kirim ulang dalam (60|59|58) detik/);

  const code = await outbox(upstreamURL, target);
  await otp.fill(code === '000000' ? '111111' : '000000');
  await email.getByRole('button', { name: 'Verifikasi' }).click();
  await expectFieldError(page, otp, 'Kode OTP salah. Sisa percobaan: 4');
  await expect(otp).toBeFocused();

  // The code runs out: said so, and a new one can be asked for at once.
  await fetch(`${upstreamURL}/__otps/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target }),
  });
  await otp.fill(code);
  await email.getByRole('button', { name: 'Verifikasi' }).click();
  await expectFieldError(
    page,
    otp,
    'Kode OTP sudah kedaluwarsa. Tekan "Kirim ulang kode" untuk mendapat kode baru.',
  );
  await email.getByRole('button', { name: 'Kirim ulang kode' }).click();
  await expect(email.getByRole('button', { name: /^Kirim ulang dalam/ })).toBeDisabled();
  const fresh = await outbox(upstreamURL, target);

  // A pasted message keeps only its digits, at most six.
  await otp.fill(`Kode: ${fresh.slice(0, 3)} ${fresh.slice(3)}99`);
  await expect(otp).toHaveValue(fresh);
  await email.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Email berhasil diubah')).toBeVisible();
  await expect(email.getByTestId('current-email')).toHaveText(target);
  // The header's member data has the new address too (the menu shows it).
  await page.getByRole('button', { name: /^Menu akun / }).click();
  await expect(page.getByTestId('user-menu').getByTitle(target)).toBeVisible();
});

test('phone change: checked, a registered number refused, then changed with the code', async ({
  page,
  upstreamURL,
}) => {
  await registerMember(page);
  await openSettings(page);
  const phone = section(page, 'Nomor HP');
  const newPhone = phone.getByLabel('Nomor HP baru');

  await newPhone.fill('12345');
  await phone.getByRole('button', { name: 'Kirim kode' }).click();
  await expectFieldError(page, newPhone, 'Nomor HP tidak valid');
  await expect(newPhone).toBeFocused();
  await expect(newPhone).toHaveValue('12345');

  await newPhone.fill('0812-3456-7890');
  await phone.getByRole('button', { name: 'Kirim kode' }).click();
  await expectFieldError(page, newPhone, 'Nomor HP sudah terdaftar');

  const target = `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await newPhone.fill(target);
  await phone.getByRole('button', { name: 'Kirim kode' }).click();
  const otp = phone.getByLabel('Kode OTP');
  await otp.fill('12');
  await phone.getByRole('button', { name: 'Verifikasi' }).click();
  await expectFieldError(page, otp, 'Kode OTP harus 6 angka');
  await otp.fill(await outbox(upstreamURL, target));
  await phone.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Nomor HP berhasil diubah')).toBeVisible();
  await expect(phone.getByTestId('current-phone')).toHaveText(target);
});

/** A valid 1×1 PNG (the identity API checks the magic bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('photo: a wrong type or a too large file is refused before upload; a PNG updates the header', async ({
  page,
}) => {
  await registerMember(page);
  await openSettings(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/webapi/account/photo')) uploads.push(request.method());
  });
  const photo = section(page, 'Foto profil');
  const input = photo.getByLabel('Foto profil', { exact: true });
  const picker = photo.getByRole('button', { name: /^(Pilih|Ganti) foto$/ });
  const save = photo.getByRole('button', { name: 'Simpan' });
  const message = photo.locator('[id$="-error"]');

  await input.setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(message).toHaveText('Foto harus JPG, PNG atau WebP');
  await expect(save).toBeDisabled();
  await input.setInputFiles({
    name: 'catatan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('halo'),
  });
  await expect(message).toHaveText('Foto harus JPG, PNG atau WebP');
  await input.setInputFiles({
    name: 'besar.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
  });
  await expect(message).toHaveText('Ukuran foto maksimal 2 MB');
  await expect(save).toBeDisabled();
  // The message is the picker button's description, for screen readers.
  expect(await picker.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
  expect(uploads).toEqual([]);

  const avatar = page.getByRole('button', { name: /^Menu akun / }).locator('img');
  const before = await avatar.getAttribute('src');
  await input.setInputFiles({ name: 'saya.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo.getByRole('img', { name: 'Pratinjau foto profil baru' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await save.click();
  await expect(toast(page, 'Foto profil berhasil diperbarui')).toBeVisible();
  expect(uploads).toEqual(['POST']);
  // The new photo, through the gateway's image route at avatar size.
  await expect(avatar).toHaveAttribute(
    'src',
    /^\/img\?src=[^&]+%2Fstorage%2Favatars%2F[^&]+\.png&w=160$/,
  );
  expect(await avatar.getAttribute('src')).not.toBe(before);
});

test('password: rules tick as typed, a wrong current password is refused, the new one signs in', async ({
  page,
}) => {
  const member = await registerMember(page);
  await openSettings(page);
  const form = section(page, 'Kata sandi');
  // By accessible name: the labels' required mark is not part of it.
  const current = form.getByRole('textbox', { name: 'Kata sandi saat ini' });
  const next = form.getByRole('textbox', { name: 'Kata sandi baru', exact: true });
  const confirm = form.getByRole('textbox', { name: 'Konfirmasi kata sandi baru' });
  const rule = (name: string) => form.getByRole('listitem').filter({ hasText: name });

  await next.fill('abc');
  await expect(rule('Mengandung huruf')).toHaveAttribute('data-met', 'true');
  await expect(rule('Mengandung angka')).toHaveAttribute('data-met', 'false');
  await expect(rule('Minimal 8 karakter')).toHaveAttribute('data-met', 'false');
  await next.fill('abcdefg1');
  await expect(rule('Mengandung angka')).toHaveAttribute('data-met', 'true');
  await expect(rule('Minimal 8 karakter')).toHaveAttribute('data-met', 'true');

  await current.fill(member.password);
  await confirm.fill('abcdefg2');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectFieldError(page, confirm, 'Konfirmasi kata sandi tidak sama');
  await expect(confirm).toBeFocused();

  // The server's refusal goes beside the current password; nothing typed is lost.
  await current.fill('BukanIni123');
  await confirm.fill('abcdefg1');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expectFieldError(page, current, 'Kata sandi lama salah');
  await expect(current).toBeFocused();
  await expect(current).toHaveValue('BukanIni123');
  await expect(next).toHaveValue('abcdefg1');
  await expect(confirm).toHaveValue('abcdefg1');

  await current.fill(member.password);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Kata sandi berhasil diubah')).toBeVisible();
  await expect(current).toHaveValue('');

  await logOut(page);
  await signInOverHttp(page, { email: member.email, password: 'abcdefg1' });
});
