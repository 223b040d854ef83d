import { expect, test } from './support/test';

test.describe('Jadi Partner (/business)', () => {
  test('is server-rendered in the footer-only layout with the pitch and the form', async ({
    request,
  }) => {
    const response = await request.get('/business');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-layout="footer-only"');
    expect(html).toContain('<title>Jadi Partner - MyValue</title>');
    expect(html).toContain('Keuntungan bergabung');
  });

  test('shows the Indonesian errors beside the fields, keeps the input, focuses the first', async ({
    page,
  }) => {
    await page.goto('/business');
    const company = page.getByLabel('Nama perusahaan');
    const email = page.getByLabel('Email');
    const phone = page.getByLabel('Nomor HP');
    const message = page.getByLabel('Pesan');
    await email.fill('bukan-email');
    await phone.fill('12345');
    await message.fill('Halo');
    await page.getByRole('button', { name: 'Kirim' }).click();

    const expected: Array<[string, string]> = [
      ['Nama perusahaan', 'Nama perusahaan wajib diisi'],
      ['Nama kontak', 'Nama kontak wajib diisi'],
      ['Email', 'Format email tidak valid'],
      ['Nomor HP', 'Nomor HP tidak valid'],
      ['Pesan', 'Pesan minimal 10 karakter'],
    ];
    for (const [label, text] of expected) {
      const input = page.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await input.getAttribute('aria-describedby');
      expect(describedBy, label).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(text);
    }
    await expect(company).toBeFocused();
    await expect(email).toHaveValue('bukan-email');
    await expect(phone).toHaveValue('12345');
    await expect(message).toHaveValue('Halo');

    // Fixing a field clears its error as the visitor types.
    await email.fill('rina@kopinusantara.co.id');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends a valid inquiry, confirms it, and the content API stores it', async ({
    page,
    request,
    upstreamURL,
  }) => {
    const email = `partner-${Date.now()}@kopinusantara.co.id`;
    await page.goto('/business');
    await page.getByLabel('Nama perusahaan').fill('PT Kopi Nusantara');
    await page.getByLabel('Nama kontak').fill('Rina Kusuma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nomor HP').fill('0812-3456-7890');
    await page
      .getByLabel('Pesan')
      .fill('Kami ingin menawarkan promo kopi untuk member MyValue di Jakarta.');
    await page.getByRole('button', { name: 'Kirim' }).click();

    await expect(
      page.getByText('Terima kasih! Tim kami akan menghubungi kamu dalam 2 hari kerja.'),
    ).toBeVisible();
    // Every visitor's inquiries: this one is found by its own address.
    const stored = (await (
      await request.get(`${upstreamURL}/__partner-inquiries`)
    ).json()) as Array<{
      email: string;
      companyName: string;
      phone: string;
    }>;
    expect(stored.find((inquiry) => inquiry.email === email)).toMatchObject({
      companyName: 'PT Kopi Nusantara',
      phone: '081234567890',
    });
  });
});
